// Property-based bad input (fast-check) over every route of the services in
// the contracts' route table, sent to the services as `npm start` runs them
// (straight to each service with a real user token, so the gateway's write
// limiter does not turn the fuzz into 429s): malformed JSON, wrong types,
// unknown fields, huge strings, deep nesting and invalid ids, at least 200
// inputs per route, every one of them invalid for the route's schema.
// No answer may be a 5xx, and the services' stores must hold exactly what
// they held before (compared document by document). Prints its figures.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { apiRoutes, type ApiRoute } from '@ai-council/contracts';
import { userTokenHeader } from '@ai-council/service-kit';
import { signTestToken, testTokenKeys } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { embeddedSystemForSuite, still, serviceUrlOf } from './support/system';

const CASES_PER_ROUTE = 200;
const player = { sub: 'fuzz-player', gameMode: 'demo' as const, firstName: 'Fuzz' };

const suite = embeddedSystemForSuite('fuzz', { TOKEN_PRIVATE_KEY: testTokenKeys.privateKey });

const serviceUrl = (route: ApiRoute) => serviceUrlOf(suite.system, route);

/** Each service takes only tokens addressed to it. */
const audienceOf = (url: string) =>
  url.startsWith(`${suite.system.services.council}/`)
    ? 'svc-council'
    : url.startsWith(`${suite.system.services.analytics}/`)
      ? 'svc-analytics'
      : 'svc-game';

async function send(method: string, url: string, body?: string) {
  const res = await fetch(url, {
    method,
    headers: {
      [userTokenHeader]: signTestToken(player, audienceOf(url)),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Every document of the services' embedded stores, as each collection's
 * append-only file says it is now (last write wins, deletions applied).
 */
function storeContents(): string {
  const documents: Record<string, unknown> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.db')) {
        const docs = new Map<string, unknown>();
        for (const line of readFileSync(file, 'utf8').split('\n')) {
          if (!line.trim()) continue;
          const doc = JSON.parse(line) as { _id?: string; $$deleted?: boolean; $$indexCreated?: unknown };
          if (doc.$$indexCreated || doc._id === undefined) continue;
          if (doc.$$deleted) docs.delete(doc._id);
          else docs.set(doc._id, doc);
        }
        documents[path.relative(suite.dataDir, file)] = Object.fromEntries(
          [...docs].sort(([a], [b]) => a.localeCompare(b)),
        );
      }
    }
  };
  for (const service of ['svc-game', 'svc-council', 'svc-analytics']) walk(path.join(suite.dataDir, service));
  return JSON.stringify(documents);
}

// --- the inputs -----------------------------------------------------------------------

const deepNesting = fc
  .integer({ min: 50, max: 5_000 })
  .map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`);
const malformedJson = fc.oneof(
  fc.string({ maxLength: 200 }).map((s) => `{"${s}`),
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\x"}'),
  fc.string({ minLength: 1, maxLength: 100 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);
const hugeString = fc
  .integer({ min: 10_000, max: 200_000 })
  .map((n) => JSON.stringify({ text: 'x'.repeat(n) }));
const wrongTypes = fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null');
/** The route's own fields with wrong values, and fields it does not know. */
const fieldsOf = (route: ApiRoute): string[] => {
  const shape = (route.request as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : ['status', 'message', 'id'];
};
const wrongFields = (route: ApiRoute) =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...fieldsOf(route)), fc.string({ maxLength: 30 })),
      fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string()),
        fc.string({ maxLength: 5_000 }),
      ),
      { maxKeys: 6 },
    )
    .map((v) => JSON.stringify(v));
const invalidId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom('..', '%00', '$where', '{"$gt":""}', ' ', 'null', 'undefined'),
  fc.integer({ min: 500, max: 3_000 }).map((n) => 'z'.repeat(n)),
);
/** The route's own query parameters with values it must refuse (unknown parameters are ignored, so never the only one). */
const badQuery = (route: ApiRoute) =>
  fc.dictionary(
    fc.constantFrom(...Object.keys((route.query as { shape?: Record<string, unknown> }).shape ?? { x: 0 })),
    fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('2024-02-30', '9999-99-99', '-1', 'NaN', '1e309')),
    { minKeys: 1, maxKeys: 3 },
  );

/** Is this body one the route would accept? Those are left out: every case must be invalid. */
function acceptable(route: ApiRoute, body: string | undefined): boolean {
  if (!route.request || body === undefined) return false;
  try {
    return route.request.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

interface Case {
  url: string;
  body?: string;
}

function casesFor(route: ApiRoute, seed: number): Case[] | null {
  const base = serviceUrl(route);
  const hasParam = route.path.includes('{');
  const pathWith = (id: string) => route.path.replace(/\{\w+\}/, encodeURIComponent(id));
  if (route.method === 'GET') {
    if (!hasParam && !route.query) return null; // takes no input
    const arb = hasParam
      ? invalidId.map((id) => ({ url: `${base}${pathWith(id)}` }))
      : badQuery(route)
          .filter((q) => !route.query?.safeParse(q).success)
          .map((q) => ({ url: `${base}${route.path}?${new URLSearchParams(q).toString()}` }));
    return fc.sample(arb, { numRuns: CASES_PER_ROUTE, seed });
  }
  if (!route.request && !hasParam) return null; // takes no input
  const body = fc.oneof(malformedJson, wrongTypes, wrongFields(route), hugeString, deepNesting);
  const arb = fc
    .record({ id: hasParam ? invalidId : fc.constant(''), body })
    .filter(({ body: b }) => !acceptable(route, b))
    .map(({ id, body: b }) => ({ url: `${base}${hasParam ? pathWith(id) : route.path}`, body: b }));
  return fc.sample(arb, { numRuns: CASES_PER_ROUTE, seed });
}

describe('property-based bad input over every service route', () => {
  it('never answers 5xx and never writes half a change', async () => {
    // The player has a game and a council, so every route has something to protect.
    expect(await send('POST', `${suite.system.services.game}/api/game/start`)).toBe(201);
    const deadline = Date.now() + 15_000;
    while ((await send('GET', `${suite.system.services.council}/api/scenarios`)) !== 200) {
      if (Date.now() > deadline) throw new Error('the council never set up the player');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = await still('the stores', storeContents);

    const figures: Array<{ route: string; cases: number; statuses: Record<string, number> }> = [];
    const skipped: string[] = [];
    let seed = 20_261_122;
    for (const route of apiRoutes.filter((r) => r.owner !== 'gateway')) {
      const cases = casesFor(route, (seed += 1));
      if (!cases) {
        skipped.push(`${route.method} ${route.path}`);
        continue;
      }
      const statuses: Record<string, number> = {};
      for (const c of cases) {
        const status = await send(route.method, c.url, c.body);
        const bucket = status >= 500 ? `${status}` : `${Math.floor(status / 100)}xx`;
        statuses[bucket] = (statuses[bucket] ?? 0) + 1;
      }
      figures.push({ route: `${route.method} ${route.path}`, cases: cases.length, statuses });
    }
    const after = await still('the stores', storeContents);

    const total = figures.reduce((n, f) => n + f.cases, 0);
    const serverErrors = figures.filter((f) => Object.keys(f.statuses).some((s) => Number(s) >= 500));
    console.log(
      `[fuzz] ${total} invalid inputs over ${figures.length} routes (${CASES_PER_ROUTE} each); 5xx: ${serverErrors.length === 0 ? 0 : JSON.stringify(serverErrors)}; stores unchanged: ${before === after}\n` +
        figures.map((f) => `  ${f.route.padEnd(44)} ${f.cases} → ${JSON.stringify(f.statuses)}`).join('\n') +
        `\n  takes no input (not fuzzed): ${skipped.join(', ')}`,
    );
    expect(serverErrors).toEqual([]);
    for (const f of figures) expect(f.cases, f.route).toBeGreaterThanOrEqual(CASES_PER_ROUTE);
    // No invalid write got through (a read of an unknown name may answer an empty list).
    expect(figures.filter((f) => !f.route.startsWith('GET ') && f.statuses['2xx'])).toEqual([]);
    expect(after).toBe(before);
  }, 300_000);
});

// --- inputs any client can send that once made a 5xx ------------------------------------

/** A guest start through the gateway, from an address of its own (as the TLS proxy would forward it). */
let nextAddress = 0;
async function guestStart(body: unknown, headers: Record<string, string> = {}) {
  nextAddress += 1;
  const res = await fetch(`${suite.system.url}/api/auth/guest`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: suite.system.url,
      'x-forwarded-for': `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

const storeUnsafeKey = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => `$${s}`),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}.${b}`),
);
const unsafeProperties = fc.oneof(
  fc.dictionary(storeUnsafeKey, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 4 }),
  fc.record({ nested: fc.dictionary(storeUnsafeKey, fc.integer(), { minKeys: 1, maxKeys: 3 }) }),
  fc.record({
    list: fc.array(fc.dictionary(storeUnsafeKey, fc.boolean(), { minKeys: 1 }), { minLength: 1 }),
  }),
);
/** A name with a control, format or bidi character inside it (at an edge it could be trimmed away). */
const unprintableName = fc
  .tuple(
    fc.stringMatching(/^[A-Za-zéü' -]{1,10}$/).filter((s) => s.trim().length > 0),
    fc.constantFrom(
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u200b',
      '\u200e',
      '\u202e',
      '\u2066',
      '\u2069',
      '\u061c',
      '\ufeff',
      '\u{e0001}',
    ),
    fc.stringMatching(/^[A-Za-z]{1,10}$/),
  )
  .map(([a, bad, b]) => `${a.trim()}${bad}${b}`);

describe('client inputs that once made a 5xx', () => {
  it('when analytics properties have $ or . keys, a sign-in has a Referer over 4 KB, or a first name has unprintable characters, then no answer is a 5xx', async () => {
    const figures: Record<string, Record<number, number>> = {};
    const count = (input: string, status: number) => {
      figures[input] ??= {};
      figures[input][status] = (figures[input][status] ?? 0) + 1;
    };

    // Straight to svc-analytics with a user token (the gateway's analytics limit would answer 429 first).
    for (const properties of fc.sample(unsafeProperties, { numRuns: CASES_PER_ROUTE, seed: 25 })) {
      const body = JSON.stringify({ eventType: 'custom', eventName: 'fuzz', properties });
      count(
        'analytics $/. keys',
        await send('POST', `${suite.system.services.analytics}/api/analytics/events`, body),
      );
    }

    const referers = fc.sample(
      fc.integer({ min: 4_097, max: 14_000 }).map((n) => `https://elsewhere.example/${'r'.repeat(n)}`),
      { numRuns: 40, seed: 26 },
    );
    for (const referer of referers)
      count('sign-in Referer > 4 KB', (await guestStart({}, { referer })).status);

    const names = fc.sample(unprintableName, { numRuns: CASES_PER_ROUTE, seed: 27 });
    const refusals = new Set<string>();
    for (const firstName of names) {
      const answer = await guestStart({ firstName });
      count('unprintable first name', answer.status);
      if (answer.body.message) refusals.add(answer.body.message);
    }

    // The sign-ins with a long Referer are recorded all the same (after the answer, so wait for them).
    const day = new Date().toISOString().slice(0, 10);
    let logins = 0;
    const deadline = Date.now() + 15_000;
    while (logins < referers.length && Date.now() < deadline) {
      const res = await fetch(
        `${suite.system.services.analytics}/api/analytics/dashboard?startDate=${day}&endDate=${day}`,
        { headers: { [userTokenHeader]: signTestToken(player, 'svc-analytics') } },
      );
      logins = ((await res.json()) as { eventsByType: Record<string, number> }).eventsByType.login ?? 0;
      if (logins < referers.length) await new Promise((r) => setTimeout(r, 200));
    }

    const fiveHundreds = Object.values(figures).reduce(
      (n, statuses) =>
        n +
        Object.entries(statuses)
          .filter(([s]) => Number(s) >= 500)
          .reduce((m, [, c]) => m + c, 0),
      0,
    );
    console.log(
      `[fuzz] inputs that once made a 5xx: ${JSON.stringify(figures)}; 5xx: ${fiveHundreds}; ` +
        `sign-ins recorded despite the Referer: ${logins} of ${referers.length}; refusal: ${[...refusals].join(' | ')}`,
    );
    expect(fiveHundreds).toBe(0);
    expect(figures['analytics $/. keys']).toEqual({ 400: CASES_PER_ROUTE });
    expect(figures['sign-in Referer > 4 KB']).toEqual({ 201: referers.length });
    expect(figures['unprintable first name']).toEqual({ 400: CASES_PER_ROUTE });
    expect([...refusals]).toEqual(['First name may use letters, digits, spaces and punctuation only.']);
    expect(logins).toBeGreaterThanOrEqual(referers.length);
  }, 300_000);
});
