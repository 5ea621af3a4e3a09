import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathOf, routeOf, type RouteName } from '../src/call';
import { paths } from '../src/paths';

const sourceDir = join(import.meta.dirname, '../src');
const sources = (readdirSync(sourceDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(join(sourceDir, file), 'utf8'));

describe('call: the route table spells every path', () => {
  it('when a route has parameters, then each is filled in encoded', () => {
    expect(
      pathOf('GET /api/communications/agent/{agentName}', { agentName: 'Chief Financial Officer' }),
    ).toBe('/api/communications/agent/Chief%20Financial%20Officer');
    expect(pathOf('PATCH /api/scenarios/{id}', { id: 'a/b' })).toBe('/api/scenarios/a%2Fb');
  });

  it('when a GET asks about something, then it goes in the query string and an absent value is left out', () => {
    expect(pathOf('GET /api/game/challenge/leaderboard', {}, { mode: 'demo', day: undefined })).toBe(
      '/api/game/challenge/leaderboard?mode=demo',
    );
    expect(pathOf('GET /api/game/challenge/leaderboard', {}, {})).toBe('/api/game/challenge/leaderboard');
  });

  it('when a route is not in the table, then naming it fails at once', () => {
    expect(() => routeOf('GET /api/no-such-thing')).toThrow(/No route GET \/api\/no-such-thing/);
  });

  it('when the query layer names a route, then the table has it', () => {
    const named = sources.flatMap((source) =>
      [...source.matchAll(/(?:call|pathOf|viewQuery)\(\s*'((?:GET|POST|PUT|PATCH|DELETE) [^']+)'/g)].map(
        (match) => match[1] as RouteName,
      ),
    );
    expect(named.length).toBeGreaterThan(40);
    for (const name of named) expect(() => routeOf(name)).not.toThrow();
  });
});

describe('paths: the client routes', () => {
  it('when a page is linked to, then its href is its path', () => {
    expect(paths.dashboard.getHref()).toBe(paths.dashboard.path);
    expect(paths.gameOver.getHref()).toBe('/game-over');
  });

  it('when a shared achievement is linked to, then its share id is encoded into the public path', () => {
    expect(paths.publicAchievement.getHref('a b')).toBe('/achievements/a%20b');
  });
});
