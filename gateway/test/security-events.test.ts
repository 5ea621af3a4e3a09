// Security events: a failed sign-in, a locked-out one and a limit hit each leave one warn line with
// `securityEvent`, the account id when there is one, and the network, for the operator reviewing an incident.
import { Writable } from 'node:stream';
import { createLogger } from '@ai-council/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signInFrom, startGatewayHarness } from './gateway-harness';

const lines: Array<Record<string, unknown>> = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const events = (name: string) => lines.filter((line) => line.securityEvent === name);

let harness: Awaited<ReturnType<typeof startGatewayHarness>>;
beforeAll(async () => {
  // Ten sign-ins a minute per address: each try hashes a password, so the limit is reached in a few calls
  // however busy the machine (30, the default, took over 20 s on a loaded CI run).
  harness = await startGatewayHarness({
    logger: createLogger('test', 'warn', capture),
    limits: { signInsPerMinute: 10 },
  });
  await registerAccount(
    harness.app,
    { firstName: 'Iris', username: 'iris-owner', password: 'copper lantern meadow' },
    '198.51.100.20',
  );
});
afterAll(() => harness.close());

const login = (username: string, password: string, from: string) =>
  signInFrom(harness.app, username, password, from);

describe('security events', () => {
  it('when sign-ins fail and then lock, then each is logged with the account id and the network', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await login('iris-owner', `guess ${i}`, '203.0.113.7')).status);
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    const failed = events('sign-in-failed');
    expect(failed.length).toBe(statuses.filter((s) => s === 401).length);
    const ownerId = failed[0]!.accountId;
    expect(ownerId).toEqual(expect.any(String));
    expect(failed[0]).toMatchObject({ network: 'ip:203.0.113.7', level: 40 });
    expect(events('sign-in-locked')[0]).toMatchObject({ accountId: ownerId, network: 'ip:203.0.113.7' });
    // No password, tried or right, is ever in a line.
    expect(JSON.stringify(lines)).not.toContain('guess ');

    await login('nobody-here', 'whatever it is', '203.0.113.8');
    const unknown = events('sign-in-failed').at(-1)!;
    expect(unknown.network).toBe('ip:203.0.113.8');
    expect(unknown.accountId).toBeUndefined();
  });

  it("when an address goes over the sign-in limit, then the limit hit is logged with the limit's name", async () => {
    let status = 0;
    // The limit counts in fixed one-minute windows: 80 tries are more than the ten of one window and the next.
    for (let i = 0; i < 80 && status !== 429; i += 1)
      status = (await login(`someone-${i}`, 'not the password', '203.0.113.99')).status;
    expect(status).toBe(429);
    expect(events('limit-hit').at(-1)).toMatchObject({ limit: 'sign-ins', network: 'ip:203.0.113.99' });
    // Up to a dozen password checks one after another: seconds each on a machine busy with other work.
  }, 90_000);
});
