// One RabbitMQ user per service, through rabbitmqctl on the broker's host
// (issue 43): each may configure, bind and read only its own queues and
// exchanges and the shared events exchanges, may publish to no other exchange
// (not the default one, which reaches any queue by name), and may publish on
// the events exchange only the event types it owns (topic permissions from
// contracts' eventOwners). Its services then run with AMQP_SERVICE_USERS, so
// consumers also check the user id the broker validated.
//
//   npx tsx distributed/src/broker-users.ts create   # needs rabbitmqctl (root or the rabbitmq user)
//   npx tsx distributed/src/broker-users.ts delete
// The passwords come from SVC_GAME_AMQP_PASSWORD, SVC_COUNCIL_AMQP_PASSWORD and
// SVC_ANALYTICS_AMQP_PASSWORD; AMQP_NAMESPACE names the namespaced queues.
// deploy/broker-users.sh grants the same through the management API.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eventTypesOwnedBy } from '@ai-council/contracts';
import { DEFAULT_EXCHANGE } from '@ai-council/service-kit';

const run = promisify(execFile);

export const brokerServices = ['svc-game', 'svc-council', 'svc-analytics'] as const;
/** The default user names: `ai-council-svc-game`; AMQP_SERVICE_USERS takes the same template. */
export const DEFAULT_SERVICE_USERS = 'ai-council-{service}';

export interface BrokerUsersOptions {
  /** AMQP_NAMESPACE of the deployment: prefixes the exchange and the queues. */
  namespace?: string;
  /** The user of each service, `{service}` for its name. Default DEFAULT_SERVICE_USERS. */
  serviceUsers?: string;
  vhost?: string;
  services?: readonly string[];
}

export interface BrokerGrant {
  service: string;
  user: string;
  configure: string;
  write: string;
  read: string;
  exchange: string;
  /** Topic permission on the events exchange: the routing keys (event types) it may publish. */
  topicWrite: string;
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** What each service's user is granted, as rabbitmqctl takes it. */
export function brokerGrants(options: BrokerUsersOptions = {}): BrokerGrant[] {
  const prefix = options.namespace ? `${options.namespace}.` : '';
  const exchange = `${prefix}${DEFAULT_EXCHANGE}`;
  const template = options.serviceUsers ?? DEFAULT_SERVICE_USERS;
  return (options.services ?? brokerServices).map((service) => {
    const queue = `${prefix}${service}`;
    // The bus's own names (topology.ts): its queue, dead-letter queue and retry exchange, and
    // the shared events and dead-letter exchanges, which every service declares if missing.
    const own = [exchange, `${exchange}.dead-letter`, queue, `${queue}.dead-letter`, `${queue}.retry`]
      .map(escape)
      .join('|');
    const owned = eventTypesOwnedBy(service);
    return {
      service,
      user: template.replaceAll('{service}', service),
      configure: `^(${own})$`,
      write: `^(${own})$`,
      read: `^(${own})$`,
      exchange,
      // A service that owns no event (svc-analytics) may publish none: (?!) matches nothing.
      topicWrite: owned.length > 0 ? `^(${owned.map(escape).join('|')})$` : '(?!)',
    };
  });
}

async function rabbitmqctl(...args: string[]): Promise<string> {
  const { stdout } = await run('rabbitmqctl', ['--quiet', ...args], { timeout: 60_000 });
  return stdout;
}

/** Creates (or updates) each service's user with its password and grants. Idempotent. */
export async function createBrokerUsers(
  options: BrokerUsersOptions & { passwordOf: (service: string) => string },
): Promise<BrokerGrant[]> {
  const vhost = options.vhost ?? '/';
  const grants = brokerGrants(options);
  const existing = new Set((await rabbitmqctl('list_users')).split('\n').map((line) => line.split('\t')[0]));
  for (const grant of grants) {
    const password = options.passwordOf(grant.service);
    if (!password) throw new Error(`no broker password for ${grant.service}`);
    if (existing.has(grant.user)) await rabbitmqctl('change_password', grant.user, password);
    else await rabbitmqctl('add_user', grant.user, password);
    await rabbitmqctl('set_permissions', '-p', vhost, grant.user, grant.configure, grant.write, grant.read);
    await rabbitmqctl(
      'set_topic_permissions',
      '-p',
      vhost,
      grant.user,
      grant.exchange,
      grant.topicWrite,
      '.*',
    );
  }
  return grants;
}

export async function deleteBrokerUsers(options: BrokerUsersOptions = {}): Promise<void> {
  const existing = new Set((await rabbitmqctl('list_users')).split('\n').map((line) => line.split('\t')[0]));
  for (const { user } of brokerGrants(options)) {
    if (existing.has(user)) await rabbitmqctl('delete_user', user);
  }
}

/** Whether this process can run rabbitmqctl against the local broker, or why not. */
export async function rabbitmqctlUnavailable(): Promise<string | null> {
  if (typeof process.getuid === 'function' && process.getuid() !== 0)
    return 'not root: rabbitmqctl needs root (or the rabbitmq user) to reach the broker';
  try {
    await rabbitmqctl('status');
    return null;
  } catch (error) {
    return `rabbitmqctl cannot reach the broker: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

const passwordVariable = (service: string) => `${service.replace(/-/g, '_').toUpperCase()}_AMQP_PASSWORD`;

if (process.argv[1]?.endsWith('broker-users.ts')) {
  const command = process.argv[2];
  const namespace = process.env.AMQP_NAMESPACE;
  const options: BrokerUsersOptions = {
    ...(namespace ? { namespace } : {}),
    ...(process.env.AMQP_SERVICE_USERS ? { serviceUsers: process.env.AMQP_SERVICE_USERS } : {}),
  };
  const done =
    command === 'create'
      ? createBrokerUsers({ ...options, passwordOf: (s) => process.env[passwordVariable(s)] ?? '' }).then(
          (grants) => {
            for (const g of grants)
              console.log(`RabbitMQ user ${g.user}: publishes ${g.topicWrite} on ${g.exchange}`);
          },
        )
      : command === 'delete'
        ? deleteBrokerUsers(options)
        : Promise.reject(new Error('usage: broker-users.ts create|delete'));
  done.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
