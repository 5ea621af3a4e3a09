import { mkdtempSync } from 'node:fs';
import { startEmbedded } from '/work/wt/i23/embedded/src/start';
const sys = await startEmbedded({ PORT: '0', DATA_DIR: mkdtempSync('/tmp/i23/d-'), LOG_LEVEL: 'info', SKIP_WEB_BUILD: '1', METRICS_PORT: '0' });
const r = await fetch(`${sys.url}/api/auth/guest`, { method: 'POST', headers: { 'content-type': 'application/json', origin: sys.url }, body: JSON.stringify({ firstName: 'A' }) });
const cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
for (const [m, p] of [['POST', '/api/game/start'], ['GET', '/api/scenarios'], ['PATCH', '/api/game/advance-quarter'], ['GET', '/api/scenarios/abc'], ['GET', '/nope'], ['GET', '/api/nope']]) {
  const res = await fetch(`${sys.url}${p}`, { method: m, headers: { cookie, origin: sys.url } });
  await res.text();
}
await new Promise((r) => setTimeout(r, 500));
const text = await (await fetch(sys.metricsUrl!)).text();
console.error(text.split('\n').filter((l) => /http_request_duration_seconds_count|bus_|outbox_/.test(l) && !l.startsWith('#')).join('\n'));
await sys.close();
