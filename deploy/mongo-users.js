// One MongoDB user per deployable, each with readWrite on its own database and
// nothing else, so a deployable that is broken into reads and writes only its
// own data (never the accounts, another service's games, or the admin database).
// Idempotent: a user that exists gets its password and role set again.
//
// compose runs it on the first start (mounted into /docker-entrypoint-initdb.d);
// on Kubernetes, run it once as the admin user against the replica set:
//   GATEWAY_MONGO_PASSWORD=… SVC_GAME_MONGO_PASSWORD=… SVC_COUNCIL_MONGO_PASSWORD=… \
//   SVC_ANALYTICS_MONGO_PASSWORD=… mongosh "$ADMIN_MONGO_URL" deploy/mongo-users.js
// Each deployable's MONGO_URL then names its user and its database (secrets.example.yaml).
/* global db -- mongosh provides it (and print) */
const deployables = [
  { user: 'gateway', db: 'ai-council-gateway', password: 'GATEWAY_MONGO_PASSWORD' },
  { user: 'svc-game', db: 'ai-council-game', password: 'SVC_GAME_MONGO_PASSWORD' },
  { user: 'svc-council', db: 'ai-council-council', password: 'SVC_COUNCIL_MONGO_PASSWORD' },
  { user: 'svc-analytics', db: 'ai-council-analytics', password: 'SVC_ANALYTICS_MONGO_PASSWORD' },
];

const admin = db.getSiblingDB('admin');
for (const { user, db: database, password } of deployables) {
  const pwd = process.env[password];
  if (!pwd) throw new Error(`${password} is not set: every deployable gets its own MongoDB password`);
  const roles = [{ role: 'readWrite', db: database }];
  if (admin.getUser(user)) admin.updateUser(user, { pwd, roles });
  else admin.createUser({ user, pwd, roles });
  print(`MongoDB user ${user}: readWrite on ${database} only`);
}
