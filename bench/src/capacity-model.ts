// The capacity model toward a million players (issue 11): on paper, from the
// figures the benchmarks measured in the same report. Every derived number
// says where its inputs come from; where an input is an assumption, it says so.
type Figures = Record<string, Record<string, number> | undefined>;

const n = (x: number) => Math.round(x).toLocaleString('en-US');

export function capacityModel(figures: Figures): string {
  const load = figures['player-load'];
  const gateway = figures['gateway-overhead'];
  const quarter = figures['quarter-advance'];
  if (!load)
    return '## Capacity model\n\nNeeds the player-load benchmark: run `npm run bench -- player-load`.';

  const rps = load.rpsPerPlayer ?? 0.24; // player-load: offered requests per player per second
  const cpuMs = load.cpuMsPerRequest ?? 1; // player-load: system CPU per answered request (gateway + services)
  const playsPerS = load.playsPerPlayerPerSecond ?? 1 / 300;
  // gateway-overhead, http transport (as deployed: the gateway proxies over the network): with the gateway and
  // the service saturating one process, the gateway's share of a request's CPU is 1 − (gateway rps / direct rps).
  const ratio = gateway?.['http:council:ratio'] ?? 0.5;
  const gatewayShare = Math.min(0.8, Math.max(0, 1 - ratio));
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
  const readsPerPoll = 2; // the council's player record, then the list or view asked for
  const writesPerPlay = 8; // an assumption: the documents a play and its events' consumers write
  const bytesPerPlayer = load.bytesPerNewPlayer ?? 0;
  const bytesPerPlay = load.bytesPerPlay ?? 0;
  const hoursPerMonth = 20; // an assumption: an active player is online 20 hours a month
  const playsPerMonth = hoursPerMonth * 3600 * playsPerS;
  const monthBytes = bytesPerPlayer + playsPerMonth * bytesPerPlay;

  const rows = [100_000, 1_000_000].map((players) => {
    const req = players * rps;
    const cores = (req * cpuMs) / 1000 / target;
    const councilCores = cores * (1 - gatewayShare) * councilShare;
    const gatewayCores = cores * gatewayShare;
    const otherCores = cores - councilCores - gatewayCores;
    const publishes = players * playsPerS * eventsPerPlay;
    const mongoReads = req * readsPerPoll;
    const mongoWrites = players * playsPerS * writesPerPlay;
    // Never fewer than two of anything: one replica is one crash away from an outage.
    const replicas = (cores: number) => n(Math.max(2, Math.ceil(cores)));
    return `| ${n(players)} | ${n(req)} | ${replicas(gatewayCores)} | ${replicas(councilCores)} | ${replicas(otherCores)} each | ${n(publishes)} / ${n(publishes * queuesPerEvent)} | ${n(mongoReads)} / ${n(mongoWrites)} | ${((players * monthBytes) / 2 ** 30).toFixed(0)} GiB |`;
  });

  return `## Capacity model (on paper)

Inputs, all from the sections above unless marked as an assumption:
- ${rps.toFixed(3)} requests per player per second (player-load: SPEC §7's polling plus one play per ${Math.round(1 / playsPerS)} s);
- ${cpuMs.toFixed(2)} ms of CPU per request, gateway and services together (player-load, averaged over its steps);
- the gateway's share of that when it proxies over the network, as deployed: ${(gatewayShare * 100).toFixed(0)} % (gateway-overhead: 1 − the \`http\` ratio on the dashboard overview);
- svc-council's share of the rest: ${(councilShare * 100).toFixed(0)} % (every poll is svc-council's; plays split between it and svc-game);
- 60 % target CPU per Node process, one process per core, at least two replicas of each (assumptions); ${eventsPerPlay.toFixed(1)} events per play, each delivered to ${queuesPerEvent} queues (from the events each play publishes in packages/contracts and the services' bindings); ${readsPerPoll} store reads per poll and ${writesPerPlay} writes per play (assumptions from the services' code paths);
- storage: ${(bytesPerPlayer / 1024).toFixed(1)} KB per new player and ${(bytesPerPlay / 1024).toFixed(1)} KB per play (player-load, compacted store files), ${hoursPerMonth} h online a month per active player (assumption): ${(monthBytes / 1024).toFixed(0)} KB per player-month;
- the bus path of one quarter on RabbitMQ: p50 ${quarter?.rabbitCouncilP50?.toFixed(0) ?? '—'} ms, p99 ${quarter?.rabbitCouncilP99?.toFixed(0) ?? '—'} ms (quarter-advance).

| concurrent players | requests/s | gateway replicas (cores) | svc-council replicas | svc-game, svc-analytics | RabbitMQ publishes / deliveries per s | MongoDB reads / writes per s | storage per month |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

**What saturates first: svc-council.** It answers every poll (${(councilShare * 100).toFixed(0)} % of the traffic), and each
poll reads the store although most answers are unchanged: the overview is answered from the view built for its
version (versionedViews), but it still reads its documents to learn that version, and the other polled views
(communications, the active council, scenarios) still build their answer to compare its ETag. Then
MongoDB reads, at two per poll. RabbitMQ is far from its limits here: plays, not polls, make events.

What would change it, in order of effect:
1. **Push instead of polling** (server-sent events on a game-version change): polls are ${((pollRps / (pollRps + playsPerS)) * 100).toFixed(0)} % of all requests; a
   player whose game did not change would cost nothing between plays.
2. **Answer unchanged polls from a version kept in a shared cache**, before any store read: each write bumps its
   player's council version there, and a poll whose ETag carries it is a 304 with no store read; the other polled
   views move onto versionedViews as the overview did.
3. **Shard by userId**: every document is owned by one player and every query filters by userId (the services'
   repositories), so MongoDB shards on it without scatter-gather; RabbitMQ queues can be partitioned the same way
   (a consistent-hash exchange) if one queue per service stops being enough.`;
}
