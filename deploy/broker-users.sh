#!/bin/sh
# One RabbitMQ user per service, through the management API: each may declare
# and use only its own queues, publish on the events exchange only the events
# it produces, and bind only to the events it reads (topic permissions), so a
# service that is broken into can neither forge another's events nor read what
# it was never sent. The gateway uses no broker. Idempotent.
#
# compose runs it once before the services start (the broker-users service); on
# Kubernetes, run it as a Job or by hand with RABBITMQ_API pointing at the
# management API and the admin user in RABBITMQ_USER / RABBITMQ_PASSWORD.
# Each service's AMQP_URL then names its own user (secrets.example.yaml).
set -eu
api="${RABBITMQ_API:-http://rabbitmq:15672/api}"
vhost="${RABBITMQ_VHOST:-%2F}"
exchange='ai-council.events'

put() {
  curl -fsS -u "$RABBITMQ_USER:$RABBITMQ_PASSWORD" -X PUT -H 'content-type: application/json' \
    "$api/$1" -d "$2" >/dev/null
}

# grant <service> <password> <events it publishes> <events it reads>   (regexes, JSON-escaped)
grant() {
  service=$1 password=$2 publishes=$3 reads=$4
  [ -n "$password" ] || { echo "no password for $service" >&2; exit 1; }
  own="ai-council\\\\.events|ai-council\\\\.events\\\\.dead-letter|$service|$service\\\\.dead-letter|$service\\\\.retry"
  put "users/$service" "{\"password\":\"$password\",\"tags\":\"\"}"
  # Its queue, dead-letter queue and retry exchange (a retried message goes back to the tail of its
  # own queue through it), the events exchange and its dead-letter exchange. Not the default exchange
  # (amq.default), which reaches any queue by name.
  put "permissions/$vhost/$service" \
    "{\"configure\":\"^($own)\$\",\"write\":\"^($own)\$\",\"read\":\"^($own)\$\"}"
  put "topic-permissions/$vhost/$service" \
    "{\"exchange\":\"$exchange\",\"write\":\"^($publishes)\$\",\"read\":\"^($reads)\$\"}"
  echo "RabbitMQ user $service: publishes ^($publishes)\$, reads ^($reads)\$"
}

grant svc-game "${SVC_GAME_AMQP_PASSWORD:-}" \
  'game\\.started|game\\.quarter\\.advanced|game\\.ended|game\\.cost\\.applied|game\\.simulation\\.completed|game\\.scenario\\.applied|decision\\.implemented' \
  'scenario\\.generated|scenario\\.resolved|decision\\.proposed'
grant svc-council "${SVC_COUNCIL_AMQP_PASSWORD:-}" \
  'scenario\\.generated|scenario\\.resolved|decision\\.proposed|council\\.meeting\\.scheduled|council\\.meeting\\.ended|agent\\.action\\.triggered|communication\\.sent' \
  'game\\.started|game\\.quarter\\.advanced|game\\.ended|game\\.cost\\.applied|game\\.simulation\\.completed|game\\.scenario\\.applied|decision\\.implemented'
grant svc-analytics "${SVC_ANALYTICS_AMQP_PASSWORD:-}" \
  '' \
  'game\\.started|game\\.quarter\\.advanced|game\\.ended|game\\.cost\\.applied|game\\.simulation\\.completed|game\\.scenario\\.applied|decision\\.implemented|scenario\\.generated|scenario\\.resolved|decision\\.proposed|council\\.meeting\\.scheduled|council\\.meeting\\.ended|agent\\.action\\.triggered|communication\\.sent'
