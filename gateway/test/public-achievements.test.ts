// Shared achievements at the gateway (issue 14): the public calls reach
// svc-analytics with no user token whoever asks (forged identity headers
// stripped), everything else under /api/achievements stays private, and
// /achievements/{shareId} is the shell's index.html with the achievement's
// title and preview tags written in by the server (escaped), or a 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { samplePublicAchievement } from '@ai-council/contracts/testing';
import { createHttpApp, createLogger, listen, type RunningServer } from '@ai-council/service-kit';
import { testStore } from '@ai-council/service-kit/testing';
import { Router, type Express } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayApp, tokenPublicKey } from './gateway-harness';
import { gatewayEnvSchema } from '../src/config';

// Its title and description carry what HTML and String.replace would misread.
const shared = samplePublicAchievement({
  title: 'United <Council> & "Friends"',
  description: "Bring your council to a consensus of 75% or more. It's $& easy.",
});
const { shareId } = shared;

const transports = ['http', 'in-process'] as const;
describe.each(transports)('shared achievements at the gateway (%s)', (transport) => {
  const logger = createLogger('test', 'silent');
  const seen: Array<Record<string, unknown>> = [];
  let upstream: RunningServer;
  let webRoot: string;
  let app: Express;
  let store: ReturnType<typeof testStore>;

  beforeAll(async () => {
    // svc-analytics' public calls as its app mounts them (service-kit's publicApi), recording what reached it.
    const publicApi = Router();
    publicApi.get('/achievements/public/:shareId', (req, res) => {
      seen.push({ ...req.headers });
      if (req.params.shareId === shareId) res.json(shared);
      else res.status(404).json({ message: "This achievement isn't available." });
    });
    const api = Router();
    api.get('/achievements', (_req, res) => {
      res.json([]);
    });
    const upstreamApp = createHttpApp({
      logger,
      tokens: { publicKey: tokenPublicKey, audience: 'svc-analytics' },
      api,
      publicApi,
      ready: async () => {},
    });
    upstream = await listen(upstreamApp, 0);
    webRoot = mkdtempSync(path.join(tmpdir(), 'ai-council-web-'));
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="Run a company."><title>AI Council</title></head><body><div id="root"></div></body></html>',
    );
    store = testStore();
    app = testGatewayApp({
      store,
      logger,
      services: { game: upstream.url, council: upstream.url, analytics: upstream.url },
      inProcessServices:
        transport === 'in-process'
          ? { game: upstreamApp, council: upstreamApp, analytics: upstreamApp }
          : undefined,
      webRoot,
    });
  });
  afterAll(async () => {
    await upstream.close();
    await store.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('when anyone asks for a shared achievement, signed in or not, then it answers without a user token and strips forged identity', async () => {
    seen.length = 0;
    const res = await supertest(app)
      .get(`/api/achievements/public/${shareId}`)
      .set('x-user-token', 'forged.token')
      .set('x-user-id', 'someone-else')
      .expect(200);
    expect(res.body).toEqual(shared);

    const signedIn = supertest.agent(app);
    await signedIn
      .post('/api/auth/guest')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ firstName: 'Ida' })
      .expect(201);
    await signedIn.get(`/api/achievements/public/${shareId}`).expect(200);
    // The signed-in player's own list still carries their token.
    await signedIn.get('/api/achievements').expect(200);

    const publicCalls = seen;
    expect(publicCalls).toHaveLength(2);
    for (const headers of publicCalls) {
      expect(Object.keys(headers).filter((h) => h.startsWith('x-user'))).toEqual([]);
    }
  });

  it('when not signed in, then the rest of /api/achievements is still private', async () => {
    await supertest(app).get('/api/achievements').expect(401);
    await supertest(app)
      .post('/api/achievements/council-consensus/share')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(401);
  });

  it('when /achievements/{shareId} is opened, then the HTML has its title and preview tags, escaped, with an absolute og:image of 1200x630', async () => {
    const res = await supertest(app)
      .get(`/achievements/${shareId}`)
      .set('Host', 'council.example')
      .expect(200)
      .expect('Content-Type', /html/);
    const html = res.text;
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(
        html,
      )?.[1];
    expect(meta('og:image')).toBe(`http://council.example/api/achievements/public/${shareId}/card.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:url')).toBe(`http://council.example/achievements/${shareId}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(meta('og:title')).toBe(
      'United &lt;Council&gt; &amp; &quot;Friends&quot;: unlocked by Ada · AI Council',
    );
    expect(meta('og:description')).toContain('It&#39;s $&amp; easy.');
    expect(html).toContain(
      '<title>United &lt;Council&gt; &amp; &quot;Friends&quot;: unlocked by Ada · AI Council</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<Council>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('when PUBLIC_URL is set, then the preview links use it, and a request naming another Host is a 421', async () => {
    const pinned = testGatewayApp({
      store,
      logger,
      services: { game: upstream.url, council: upstream.url, analytics: upstream.url },
      webRoot,
      publicUrl: gatewayEnvSchema.shape.PUBLIC_URL.parse('https://play.council.example/'),
    });
    const misdirected = await supertest(pinned)
      .get(`/achievements/${shareId}`)
      .set('Host', 'evil.example')
      .expect(421);
    expect(misdirected.body.message).toBe(
      'This server answers only at https://play.council.example. Open the game there.',
    );
    const res = await supertest(pinned)
      .get(`/achievements/${shareId}`)
      .set('Host', 'play.council.example')
      .expect(200);
    expect(res.text).toContain(
      `<meta property="og:url" content="https://play.council.example/achievements/${shareId}">`,
    );
    expect(res.text).toContain(
      `<meta property="og:image" content="https://play.council.example/api/achievements/public/${shareId}/card.png">`,
    );
    expect(res.text).not.toContain('evil.example');
  });

  it('when the share id is unknown or malformed, then the page is a 404 with its own title', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-share-id', '%3Cscript%3E']) {
      const res = await supertest(app).get(`/achievements/${id}`).expect(404).expect('Content-Type', /html/);
      expect(res.text).toContain('<title>This achievement isn&#39;t available · AI Council</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('og:image');
      expect(res.text).not.toContain('<script>');
    }
  });
});

describe('shared achievements are rate-limited per address', () => {
  it('when one address asks past the limit, then it is 429', async () => {
    const store = testStore();
    const app = testGatewayApp({ store });
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1)
      statuses.push((await supertest(app).get(`/api/achievements/public/${shareId}/card.png`)).status);
    expect(statuses.slice(0, 120).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await store.close();
  });
});
