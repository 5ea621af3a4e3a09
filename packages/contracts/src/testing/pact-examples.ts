// The answers the web apps read, as Pact examples: every field their fetchers
// parse, with type matchers (any value of that type) rather than values, so a
// provider honours a pact by the shape of its answer. One home for each shape,
// shared by the five web apps' consumer pacts.
// The examples live by the service that answers: pact-examples-game.ts (svc-game,
// svc-analytics) and pact-examples-council.ts (svc-council).
export * from './pact-examples-game';
export * from './pact-examples-council';
export { like, eachLike, integer, number, string, boolean, regex, oneOf, timestamp } from './pact-matchers';
