// The distributed mode as `npm run start:distributed` starts it: the gateway
// and the three services as separate OS processes on the real RabbitMQ. A
// player plays a short game through the gateway (quarters, a scenario
// decided, a meeting convened); svc-council is killed mid-game (SIGKILL, no
// goodbye) while a quarter is played, the runner starts it again; then the
// broker drops every connection of the deployment, as a broker restart does.
// Every quarter's council content must arrive exactly once and the game play on.
// Then the trust between the processes is tried on the same running system:
// tokens are for one service, erasure takes its own token, no cookie passes the
// gateway, and a resolution that reaches svc-game before its scenario's
// opening is applied at once, once, and the late opening does not re-open it.
// Then everything stops gracefully (every process exits 0).
//
// Embedded stores, one replica each, here; with MONGO_URL the same game runs
// on MongoDB with two replicas of each service and of the gateway.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import amqp from 'amqplib';
import { playerDataPath } from '@ai-council/contracts';
import { sampleEvent } from '@ai-council/contracts/testing';
import { quarterLabel } from '@ai-council/rules';
import {
  generateTokenKeys,
  signUserToken,
  userTokenHeader,
  type SignOptions,
  type TokenAudience,
} from '@ai-council/service-kit';
import type { DistributedSystem } from '../src/start';
import {
  briefingsOf,
  Player,
  playerWithOpeningScenarios,
  until,
  useDistributedSystem,
  type Communication,
  type Scenario,
} from './support/drill';

const amqpUrl = process.env.AMQP_URL;
const mongoUrl = process.env.MONGO_URL;
if (!amqpUrl) {
  console.warn('[distributed] skipped: AMQP_URL is not set (CI sets it to the local RabbitMQ)');
}
if (!mongoUrl) {
  console.warn(
    '[distributed] the two-replica run on MongoDB is skipped: MONGO_URL is not set, and no MongoDB server can run on this machine (set MONGO_URL=mongodb://… to run it)',
  );
}

/**
 * The broker drops every connection of this deployment, as a broker restart
 * does (rabbitmqctl on this machine; other runs' connections are left alone).
 * Returns how many it closed, or null where rabbitmqctl cannot reach the broker.
 */
async function dropBrokerConnections(namespace: string): Promise<number | null> {
  // Asynchronously: a blocked event loop would miss the gateway closing idle keep-alive sockets.
  const run = promisify(execFile);
  let listing: string;
  try {
    ({ stdout: listing } = await run('rabbitmqctl', ['-q', 'list_connections', 'pid', 'client_properties'], {
      timeout: 30_000,
    }));
  } catch {
    return null;
  }
  const ours = listing
    .split('\n')
    .filter((line) => line.includes(`${namespace}.svc-`))
    .map((line) => line.split('\t')[0]!);
  for (const name of ours) {
    await run('rabbitmqctl', ['-q', 'close_connection', name, 'broker restart drill'], {
      timeout: 30_000,
    });
  }
  return ours.length;
}

/**
 * The player follows the council, as a player who reads the game would: each open scenario is decided with
 * the analysis a board member gives for it (a player who never answers goes bankrupt in a few quarters).
 */
async function followTheCouncil(player: Player): Promise<void> {
  const open = (await player.get<Scenario[]>('/api/scenarios')).filter((s) => s.status === 'active');
  for (const scenario of open) {
    const asked = await player.call<{ analysis: string }>('POST', '/api/scenarios/request-analysis', {
      scenarioId: scenario.id,
      agentId: 'ceo',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const decided = await player.call('PATCH', `/api/scenarios/${scenario.id}`, {
      status: 'resolved',
      playerDecision: asked.body.analysis,
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  }
}

/** Plays a quarter; gives the quarter reached. `lines` are the processes' logs, shown if the call fails. */
async function advance(player: Player, lines: string[]): Promise<number> {
  const res = await player
    .call<{ currentQuarter: number; gameEnded: boolean }>('PATCH', '/api/game/advance-quarter')
    .catch((error: unknown) => {
      throw new Error(`advance failed: ${String(error)}\n${lines.slice(-40).join('\n')}`);
    });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.gameEnded).toBe(false);
  return res.body.currentQuarter;
}

/** Waits for the CFO's briefing of `quarter`. */
const briefed = (player: Player, quarter: number) =>
  until(`the ${quarterLabel(quarter)} briefing`, async () => {
    const counts = briefingsOf(await player.get<Communication[]>('/api/communications'));
    return counts.has(quarterLabel(quarter)) ? counts : undefined;
  });

/** Mid-game, svc-council dies without a goodbye; a quarter is played while it is down. Gives that quarter. */
async function playWhileTheCouncilIsKilled(system: DistributedSystem, player: Player, lines: string[]) {
  const council = system.processes.filter((p) => p.deployable === 'svc-council');
  for (const replica of council) system.kill(replica.name, 'SIGKILL');
  const quarter = await advance(player, lines);
  await until('the runner to start svc-council again', async () =>
    council.every((p) => p.restarts >= 1) ? true : undefined,
  );
  for (const replica of council) await system.waitReady(replica.name);
  return quarter;
}

/** A player's token, signed as the gateway would sign it. */
interface Signer {
  claims: { sub: string; gameMode: 'demo'; firstName: string; guest: boolean };
  privateKey: string;
  signed(audience: TokenAudience, options?: Omit<SignOptions, 'audience'>): Record<string, string>;
}

const asked = async (url: string, headers: Record<string, string>, method = 'GET') =>
  (await fetch(url, { method, headers, signal: AbortSignal.timeout(10_000) })).status;

/**
 * Erasure takes a token issued for it: the player's ordinary token, or a guest-expiry token for a registered
 * account, erases nothing anywhere.
 */
async function erasureTakesItsOwnToken(
  direct: (deployable: string) => string,
  signer: Signer,
): Promise<void> {
  const { claims, privateKey, signed } = signer;
  expect(await asked(`${direct('svc-game')}/api/game/start`, signed('svc-game'), 'POST')).toBe(201);
  for (const [deployable, audience] of [
    ['svc-game', 'svc-game'],
    ['svc-council', 'svc-council'],
    ['svc-analytics', 'svc-analytics'],
  ] as const) {
    const url = `${direct(deployable)}${playerDataPath}`;
    expect(await asked(url, signed(audience), 'DELETE'), deployable).toBe(403);
    const registered = {
      [userTokenHeader]: signUserToken({ ...claims, guest: false }, privateKey, {
        audience,
        purpose: 'erase-expired-guest',
      }),
    };
    expect(await asked(url, registered, 'DELETE'), deployable).toBe(403);
  }
  expect(await asked(`${direct('svc-game')}/api/game/state`, signed('svc-game'))).toBe(200);
}

/** Publishes events on the deployment's exchange as a service would, each confirmed by the broker. */
async function publishAsAService(
  channel: amqp.ConfirmChannel,
  namespace: string,
  event: { type: string },
): Promise<void> {
  channel.publish(`${namespace}.ai-council.events`, event.type, Buffer.from(JSON.stringify(event)), {
    persistent: true,
  });
  await channel.waitForConfirms();
}

/**
 * A resolution put on the bus as svc-council would send one, before its scenario's opening (a relay that
 * crashed sends the opening late); then that opening, and a scenario opened after both, consumed in turn.
 */
async function resolveBeforeTheOpening(
  namespace: string,
  owner: { userId: string; gameId: string },
  scenarioId: string,
  opened: () => Promise<string[]>,
): Promise<void> {
  const connection = await amqp.connect(amqpUrl!);
  try {
    const channel = await connection.createConfirmChannel();
    await publishAsAService(
      channel,
      namespace,
      sampleEvent('scenario.resolved', { ...owner, payload: { scenarioId, cashEffect: -5_000_000 } }),
    );
    await publishAsAService(
      channel,
      namespace,
      sampleEvent('scenario.generated', { ...owner, payload: { scenarioId } }),
    );
    const marker = `opened-after-${namespace}`;
    await publishAsAService(
      channel,
      namespace,
      sampleEvent('scenario.generated', { ...owner, payload: { scenarioId: marker } }),
    );
    await until('the scenario opened after the early resolution', async () =>
      (await opened()).includes(marker) ? true : undefined,
    );
    expect((await channel.checkQueue(`${namespace}.svc-game`)).messageCount).toBe(0);
    expect((await channel.checkQueue(`${namespace}.svc-game.dead-letter`)).messageCount).toBe(0);
  } finally {
    await connection.close();
  }
}

function describeRun(name: string, enabled: boolean, env: () => Record<string, string>) {
  describe.skipIf(!enabled)(name, () => {
    // The gateway's key, given to the runner, so this suite can sign what the gateway would.
    const tokenKeys = generateTokenKeys();
    // Every byte the gateway and the services sent each service, through the runner's fronts.
    const sentTo: Record<string, Buffer[]> = { 'svc-game': [], 'svc-council': [], 'svc-analytics': [] };
    const drill = useDistributedSystem('distributed', amqpUrl, {
      env: () => ({ SHUTDOWN_DEADLINE_MS: '10000', TOKEN_PRIVATE_KEY: tokenKeys.privateKey, ...env() }),
      tapServiceTraffic: (service, chunk) => sentTo[service]!.push(chunk),
    });
    const { namespace, lines } = drill;

    it('plays on through a killed svc-council, and every quarter’s council content arrives exactly once', async () => {
      const { system } = drill;
      expect(system.processes.map((p) => p.deployable).sort()).toEqual(
        [...Array(system.replicas)]
          .flatMap(() => ['gateway', 'svc-analytics', 'svc-council', 'svc-game'])
          .sort(),
      );
      const { player, opening } = await playerWithOpeningScenarios(system.url, 'Ada');

      // A decision on a scenario, and a meeting of the council.
      const decided = await player.call('PATCH', `/api/scenarios/${opening[0]!.id}`, {
        status: 'resolved',
        playerDecision:
          'The CFO cuts discretionary spend by 10% this quarter and reports weekly to the board on cash.',
      });
      expect(decided.status).toBe(200);
      const meeting = await player.call<{ id: string }>('POST', '/api/council/meetings', {
        topic: 'Quarterly review',
      });
      expect(meeting.status, JSON.stringify(meeting.body)).toBeLessThan(300);

      const played: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        await followTheCouncil(player);
        played.push(await advance(player, lines));
        await briefed(player, played.at(-1)!);
      }

      played.push(await playWhileTheCouncilIsKilled(system, player, lines));
      await briefed(player, played.at(-1)!);

      // The game plays on.
      await followTheCouncil(player);
      played.push(await advance(player, lines));
      await briefed(player, played.at(-1)!);

      // The broker drops every connection (a broker restart, from the services' side): they
      // reconnect on their own, and the next quarter's events still arrive, once.
      const dropped = await dropBrokerConnections(namespace);
      if (dropped === null)
        console.warn('[distributed] broker drill skipped: rabbitmqctl cannot reach the broker');
      else expect(dropped).toBeGreaterThanOrEqual(3 * system.replicas);
      played.push(await advance(player, lines));
      await briefed(player, played.at(-1)!);
      expect(played).toEqual([2, 3, 4, 5, 6]);

      const counts = briefingsOf(await player.get<Communication[]>('/api/communications'));
      for (const quarter of played) expect(counts.get(quarterLabel(quarter)), quarterLabel(quarter)).toBe(1);
      const scenarios = await player.get<Scenario[]>('/api/scenarios');
      expect(new Set(scenarios.map((s) => s.id)).size).toBe(scenarios.length);
      expect(scenarios.find((s) => s.id === opening[0]!.id)?.status).toBe('resolved');
      const state = await player.get<{ currentQuarter: number }>('/api/game/state');
      expect(state.currentQuarter).toBe(6);
    }, 180_000);

    it('trusts only what it must: a token for one service, erasure by its own token, no cookie past the gateway, a resolution before its opening applied once', async () => {
      const { system } = drill;
      const direct = (deployable: string) =>
        `http://127.0.0.1:${system.processes.find((p) => p.deployable === deployable)!.port}`;
      const claims = { sub: `trust-${namespace}`, gameMode: 'demo' as const, firstName: 'Tru', guest: true };
      const signed = (audience: TokenAudience, options: Omit<SignOptions, 'audience'> = {}) => ({
        [userTokenHeader]: signUserToken(claims, tokenKeys.privateKey, { audience, ...options }),
      });

      // A token signed for svc-game is refused by svc-council; the same player's own token is taken.
      expect(await asked(`${direct('svc-council')}/api/api-keys`, signed('svc-game'))).toBe(401);
      expect(await asked(`${direct('svc-council')}/api/api-keys`, signed('svc-council'))).toBe(200);

      await erasureTakesItsOwnToken(direct, { claims, privateKey: tokenKeys.privateKey, signed });

      // The services never see a Cookie: a player's calls through the gateway reach all three.
      const cora = await Player.signUp(system.url, 'Cora');
      expect((await cora.call('POST', '/api/game/start')).status).toBe(201);
      expect((await cora.call('GET', '/api/api-keys')).status).toBe(200);
      expect((await cora.call('GET', '/api/achievements')).status).toBe(200);
      for (const [service, chunks] of Object.entries(sentTo)) {
        const traffic = Buffer.concat(chunks).toString('latin1');
        expect(traffic, `what ${service} was sent`).toMatch(/^x-user-token: /im);
        expect(traffic, `what ${service} was sent`).not.toMatch(/^cookie:/im);
      }

      // A resolution that comes before its opening lands at once, once; the late opening re-opens nothing,
      // and a scenario opened after both shows every event was consumed in its turn.
      const read = async (route: string) =>
        (await fetch(`${direct('svc-game')}${route}`, { headers: signed('svc-game') })).json() as Promise<
          Record<string, unknown>
        >;
      const before = {
        state: await read('/api/game/state'),
        latest: await read('/api/financial/latest'),
        events: await read('/api/financial/events'),
      };
      const gameId = before.state.gameId as string;
      const scenarioId = `resolved-first-${namespace}`;
      await resolveBeforeTheOpening(
        namespace,
        { userId: claims.sub, gameId },
        scenarioId,
        async () => (await read('/api/game/state')).openScenarioIds as string[],
      );
      const after = await read('/api/game/state');
      expect(after.openScenarioIds).not.toContain(scenarioId);
      expect((await read('/api/financial/latest')).netWorth).toBe(
        (before.latest.netWorth as number) - 5_000_000,
      );
      const booked = (await read('/api/financial/events')) as unknown as Array<{ triggeredBy: string }>;
      expect(booked.filter((e) => e.triggeredBy === `scenario:${scenarioId}`)).toHaveLength(1);
    }, 60_000);

    it('stops every process gracefully', async () => {
      const { system } = drill;
      const codes = await system.close();
      expect(Object.keys(codes)).toHaveLength(system.processes.length);
      expect(codes, lines.slice(-30).join('\n')).toEqual(
        Object.fromEntries(system.processes.map((p) => [p.name, 0])),
      );
    }, 60_000);
  });
}

describeRun('distributed mode, embedded stores, one replica each, on RabbitMQ', Boolean(amqpUrl), () => ({}));
describeRun(
  'distributed mode on MongoDB, two replicas of each, on RabbitMQ',
  Boolean(amqpUrl && mongoUrl),
  () => ({
    MONGO_URL: mongoUrl!,
  }),
);
