// The capacity model toward a million players (issue 11): on paper, from the
// figures the benchmarks measured in the same report. Every derived number
// says where its inputs come from; where an input is an assumption, it says so.
type Figures = Record<string, Record<string, number> | undefined>;

const n = (x: number) => Math.round(x).toLocaleString('en-US');

/** The model's inputs: measured figures where the report has them, stated assumptions otherwise. */
function modelInputs(
  load: Record<string, number>,
  gateway: Record<string, number> | undefined,
  figures: Figures,
) {
  const rps = load.rpsPerPlayer ?? 0.24; // player-load: offered requests per player per second
  const cpuMs = load.cpuMsPerRequest ?? 1; // player-load: system CPU per answered request (gateway + services)
  const playsPerS = load.playsPerPlayerPerSecond ?? 1 / 300;
  // gateway-overhead: the gateway's share of a proxied call's CPU, read from /proc on the distributed mode's
  // processes (its default proxy, undici's pool); a report without that row falls back to the one-loop row,
  // where the gateway and the service saturate one process and the share is 1 − (gateway rps / direct rps).
  const gatewayMs = gateway?.['distributed:council:gatewayCpuMsPerCall'];
  const serviceMs = gateway?.['distributed:council:serviceCpuMsPerCall'];
  const measuredShare = gatewayMs !== undefined && serviceMs !== undefined;
  const ratio = gateway?.['threads:council:ratio'] ?? gateway?.['http-pool:council:ratio'] ?? 0.5;
  const gatewayShare = Math.min(
    0.8,
    Math.max(0, measuredShare ? gatewayMs / (gatewayMs + serviceMs) : 1 - ratio),
  );
  const gatewayShareSource = measuredShare
    ? `gateway-overhead, distributed processes: ${gatewayMs.toFixed(2)} ms of the gateway's CPU per proxied overview beside svc-council's ${serviceMs.toFixed(2)} ms`
    : 'gateway-overhead: 1 − the one-loop `http` ratio on the dashboard overview';
  // Polls (SPEC §7: overview, communications, active council, scenarios) all go to svc-council; plays split.
  const pollRps = 1 / 30 + 1 / 15 + 1 / 10 + 1 / 30;
  const councilShare = (pollRps + playsPerS * 0.6) / (pollRps + playsPerS);
  const target = 0.6; // keep each core at 60 % busy, headroom for bursts (an assumption)
  // Events per play, from the contracts' events each play publishes: an advance publishes
  // game.quarter.advanced and the council answers with a briefing (communication.sent) and
  // about one scenario.generated; a decision publishes scenario.resolved and game.scenario.applied;
  // a question publishes communication.sent. Weighted 40/30/30 as the simulated players play: ≈ 2.
  const eventsPerPlay = 0.4 * 3 + 0.3 * 2 + 0.3 * 1;
  const queuesPerEvent = 2.5; // each event type is bound by two or three of the services' queues (asyncapi)
  // A poll answered 304 reads nothing (unchanged-poll counts svc-council's store reads per 304 poll); one answered
  // in full reads the council's player record and the list or view asked for (an assumption from the code paths).
  const notModifiedShare = load.notModifiedShare ?? 0.8;
  const readsPer304 = Math.max(
    0,
    figures['unchanged-poll']?.['/api/dashboard/overview:storeReadsPer304'] ?? 0,
  );
  const readsPerPoll = notModifiedShare * readsPer304 + (1 - notModifiedShare) * 2;
  const writesPerPlay = 8; // an assumption: the documents a play and its events' consumers write
  const bytesPerPlayer = load.bytesPerNewPlayer ?? 0;
  const bytesPerPlay = load.bytesPerPlay ?? 0;
  const hoursPerMonth = 20; // an assumption: an active player is online 20 hours a month
  const playsPerMonth = hoursPerMonth * 3600 * playsPerS;
  const monthBytes = bytesPerPlayer + playsPerMonth * bytesPerPlay;

  return {
    rps,
    cpuMs,
    playsPerS,
    gatewayShare,
    gatewayShareSource,
    pollRps,
    councilShare,
    target,
    eventsPerPlay,
    queuesPerEvent,
    notModifiedShare,
    readsPer304,
    readsPerPoll,
    writesPerPlay,
    bytesPerPlayer,
    bytesPerPlay,
    hoursPerMonth,
    monthBytes,
  };
}

export function capacityModel(figures: Figures): string {
  const load = figures['player-load'];
  const gateway = figures['gateway-overhead'];
  const quarter = figures['quarter-advance'];
  if (!load)
    return '## Capacity model\n\nNeeds the player-load benchmark: run `npm run bench -- player-load`.';

  const m = modelInputs(load, gateway, figures);

  const sized = (players: number) => {
    const cores = (players * m.rps * m.cpuMs) / 1000 / m.target;
    return { gateway: cores * m.gatewayShare, council: cores * (1 - m.gatewayShare) * m.councilShare };
  };
  const gatewayFirst = sized(100_000).gateway > sized(100_000).council;
  const saturatesFirst = gatewayFirst ? 'the gateway tier' : 'svc-council';

  const rows = [100_000, 1_000_000].map((players) => {
    const req = players * m.rps;
    const cores = (req * m.cpuMs) / 1000 / m.target;
    const councilCores = cores * (1 - m.gatewayShare) * m.councilShare;
    const gatewayCores = cores * m.gatewayShare;
    const otherCores = cores - councilCores - gatewayCores;
    const publishes = players * m.playsPerS * m.eventsPerPlay;
    const mongoReads = req * m.readsPerPoll;
    const mongoWrites = players * m.playsPerS * m.writesPerPlay;
    // Never fewer than two of anything: one replica is one crash away from an outage.
    const replicas = (cores: number) => n(Math.max(2, Math.ceil(cores)));
    return `| ${n(players)} | ${n(req)} | ${replicas(gatewayCores)} | ${replicas(councilCores)} | ${replicas(otherCores)} each | ${n(publishes)} / ${n(publishes * m.queuesPerEvent)} | ${n(mongoReads)} / ${n(mongoWrites)} | ${((players * m.monthBytes) / 2 ** 30).toFixed(0)} GiB |`;
  });

  return `## Capacity model (on paper)

Inputs, all from the sections above unless marked as an assumption:
- ${m.rps.toFixed(3)} requests per player per second (player-load: SPEC §7's polling plus one play per ${Math.round(1 / m.playsPerS)} s);
- ${m.cpuMs.toFixed(2)} ms of CPU per request, gateway and services together (player-load, averaged over its steps);
- the gateway's share of that when it proxies over the network, as deployed: ${(m.gatewayShare * 100).toFixed(0)} % (${m.gatewayShareSource});
- svc-council's share of the rest: ${(m.councilShare * 100).toFixed(0)} % (every poll is svc-council's; plays split between it and svc-game);
- 60 % target CPU per Node process, one process per core, at least two replicas of each (assumptions); ${m.eventsPerPlay.toFixed(1)} events per play, each delivered to ${m.queuesPerEvent} queues (from the events each play publishes in packages/contracts and the services' bindings);
- ${m.readsPerPoll.toFixed(2)} store reads per poll: ${(m.notModifiedShare * 100).toFixed(0)} % of polls are answered 304 (player-load) with ${m.readsPer304.toFixed(3)} reads each (unchanged-poll), the rest read two documents (an assumption from the code paths); ${m.writesPerPlay} writes per play (an assumption);
- storage: ${(m.bytesPerPlayer / 1024).toFixed(1)} KB per new player and ${(m.bytesPerPlay / 1024).toFixed(1)} KB per play (player-load, compacted store files), ${m.hoursPerMonth} h online a month per active player (assumption): ${(m.monthBytes / 1024).toFixed(0)} KB per player-month;
- the bus path of one quarter on RabbitMQ: p50 ${quarter?.rabbitCouncilP50?.toFixed(0) ?? '—'} ms, p99 ${quarter?.rabbitCouncilP99?.toFixed(0) ?? '—'} ms (quarter-advance).

| concurrent players | requests/s | gateway replicas (cores) | svc-council replicas | svc-game, svc-analytics | RabbitMQ publishes / deliveries per s | MongoDB reads / writes per s | storage per month |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

**What saturates first: ${saturatesFirst}.** ${
    gatewayFirst
      ? `An unchanged poll now costs svc-council almost nothing (a 304 from the versions it holds, no store read), so
the gateway's fixed work per call (the session, the user token, the proxy hop over HTTP) is the larger share of a
poll: ${(m.gatewayShare * 100).toFixed(0)} % when it proxies over the network.`
      : `It answers every poll (${(m.councilShare * 100).toFixed(0)} % of the traffic), although an unchanged poll is now a 304 from the
versions it holds, with no store read.`
  } MongoDB reads fell with the 304s: ${m.readsPerPoll.toFixed(2)} per poll. RabbitMQ is far from its limits here: plays, not polls, make events.

${whatWouldChange((m.pollRps / (m.pollRps + m.playsPerS)) * 100)}`;
}

/** The levers left, in order of effect. */
const whatWouldChange = (pollPercent: number) => `What would change it, in order of effect:
1. **Push instead of polling** (server-sent events on a game-version change): polls are ${pollPercent.toFixed(0)} % of all requests; a
   player whose game did not change would cost nothing between plays.
2. **Answer unchanged polls at the gateway in the distributed mode too**: the embedded gateway already does
   (svc-council tells it of each change of a player's views, and a poll repeating the current ETag is a 304 before
   the middleware stack: about 0.09 ms of CPU in unchanged-poll); a gateway replica would need each change from the
   bus (a fan-out exchange to every replica) to do the same, taking the hop to svc-council off nineteen polls in twenty.
3. **Shard by userId**: every document is owned by one player and every query filters by userId (the services'
   repositories), so MongoDB shards on it without scatter-gather; RabbitMQ queues can be partitioned the same way
   (a consistent-hash exchange) if one queue per service stops being enough.`;
