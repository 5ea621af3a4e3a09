// The property-based bad-input suite, continued (bad-input.fuzz.test.ts holds the bodies, ids and
// queries): client input the router and the body parser meet before any route does. A path parameter
// with a malformed `%` escape, on every route family that takes one (the anonymous achievement routes
// and the shared page too), straight to each service and through the gateway; and a `$` key deeper than
// 20 levels in a JSON body, on every write route. Every answer is a 4xx, never a 5xx. Prints its figures.
import fc from 'fast-check';
import { apiRoutes, type ApiRoute } from '@ai-council/contracts';
import { userTokenHeader } from '@ai-council/service-kit';
import { signTestToken, testTokenKeys } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { embeddedSystemForSuite, guestCookie, serviceUrlOf } from './support/system';

const CASES_PER_ROUTE = 50;
const THROUGH_GATEWAY_PER_ROUTE = 8;
const player = { sub: 'fuzz-escapes', gameMode: 'demo' as const, firstName: 'Fuzz' };

const suite = embeddedSystemForSuite('fuzz-escapes', { TOKEN_PRIVATE_KEY: testTokenKeys.privateKey });

const serviceUrl = (route: ApiRoute) => serviceUrlOf(suite.system, route);

const isMalformed = (escape: string) => {
  try {
    decodeURIComponent(escape);
    return false;
  } catch {
    return true;
  }
};
const hex = fc.constantFrom(...'0123456789ABCDEFabcdef');
/** A path segment with a `%` escape no decoder accepts: bad hex, cut short, overlong, a lone surrogate. */
const malformedEscape = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9_-]{0,8}$/),
    fc.oneof(
      fc.constantFrom('%', '%%', '%zz', '%G0', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%FF', '%F4%90%80%80'),
      fc.tuple(hex, fc.constantFrom('g', 'Z', '-', '.', '~')).map(([a, b]) => `%${a}${b}`),
      fc.constantFrom('%C3', '%E2%82', '%F0%9F%98').map((start) => start),
    ),
    fc.stringMatching(/^[A-Za-z0-9_-]{0,8}$/),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`)
  .filter(isMalformed);

/** A JSON body with a `$` key nested deeper than 20 levels, under one of the route's own fields. */
const deepStoreKey = (route: ApiRoute) =>
  fc
    .tuple(
      fc.integer({ min: 21, max: 80 }),
      fc.constantFrom(
        ...Object.keys((route.request as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}),
        'properties',
      ),
      fc.constantFrom('$where', '$gt', '$set', '$'),
    )
    .map(([depth, field, key]) => {
      let inner: unknown = { [key]: 1 };
      for (let level = 1; level < depth; level += 1) inner = { a: inner };
      return JSON.stringify(
        field === 'properties'
          ? { eventType: 'custom', eventName: 'x', properties: inner }
          : { [field]: inner },
      );
    });

async function send(method: string, url: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return res.status;
}

const withToken = (route: ApiRoute): Record<string, string> =>
  route.owner === 'gateway' ? {} : { [userTokenHeader]: signTestToken(player, route.owner) };

describe('malformed escapes and deep keys, the property-based way', () => {
  it('when a path parameter has a malformed % escape or a body a $ key deeper than 20 levels, then no answer is a 5xx', async () => {
    const cookie = await guestCookie(suite.system.url);
    const viaGateway = { cookie, origin: suite.system.url };
    const figures: Record<string, Record<string, number>> = {};
    const count = (label: string, status: number) => {
      figures[label] ??= {};
      const bucket = status >= 500 ? `${status}` : String(status);
      figures[label][bucket] = (figures[label][bucket] ?? 0) + 1;
    };
    let seed = 43_000;
    const withParam = apiRoutes.filter((r) => r.path.includes('{'));
    for (const route of withParam) {
      const ids = fc.sample(malformedEscape, { numRuns: CASES_PER_ROUTE, seed: (seed += 1) });
      const body = route.method === 'GET' ? undefined : '{}';
      for (const id of ids) {
        const path = route.path.replace(/\{\w+\}/, id);
        count(
          'escape → service',
          await send(route.method, `${serviceUrl(route)}${path}`, withToken(route), body),
        );
      }
      for (const id of ids.slice(0, THROUGH_GATEWAY_PER_ROUTE)) {
        const path = route.path.replace(/\{\w+\}/, id);
        count('escape → gateway', await send(route.method, `${suite.system.url}${path}`, viaGateway, body));
      }
    }
    for (const id of fc.sample(malformedEscape, { numRuns: CASES_PER_ROUTE, seed: (seed += 1) })) {
      count('escape → shared page', await send('GET', `${suite.system.url}/achievements/${id}`, {}));
    }
    const writes = apiRoutes.filter((r) => r.method !== 'GET' && r.owner !== 'gateway');
    for (const route of writes) {
      const path = route.path.replace(/\{\w+\}/, 'x1');
      for (const body of fc.sample(deepStoreKey(route), { numRuns: CASES_PER_ROUTE, seed: (seed += 1) })) {
        count(
          'deep $ key → service',
          await send(route.method, `${serviceUrl(route)}${path}`, withToken(route), body),
        );
      }
    }
    const fiveHundreds = Object.values(figures)
      .flatMap((statuses) => Object.entries(statuses))
      .filter(([status]) => Number(status) >= 500)
      .reduce((n, [, c]) => n + c, 0);
    console.log(
      `[fuzz] malformed escapes over ${withParam.length} routes with a parameter and the shared page, deep $ keys over ${writes.length} write routes: ${JSON.stringify(figures)}; ${fiveHundreds} 5xx`,
    );
    expect(fiveHundreds).toBe(0);
    // The services refuse a malformed address and a too-deep body alike: a 400 with a sentence.
    expect(Object.keys(figures['escape → service']!)).toEqual(['400']);
    expect(Object.keys(figures['escape → shared page']!)).toEqual(['400']);
    expect(Object.keys(figures['deep $ key → service']!)).toEqual(['400']);
  }, 300_000);

  it('when the analytics event carries a $ key at depth 21, then the answer names what is wrong', async () => {
    let properties: unknown = { $where: 'sleep(1)' };
    for (let level = 1; level < 21; level += 1) properties = { a: properties };
    const res = await fetch(`${suite.system.services.analytics}/api/analytics/events`, {
      method: 'POST',
      headers: {
        [userTokenHeader]: signTestToken(player, 'svc-analytics'),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ eventType: 'custom', eventName: 'deep', properties }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/deeper than 20 levels/);
  });
});
