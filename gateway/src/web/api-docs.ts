// The API's own documentation, generated from the contracts: the OpenAPI
// document of the HTTP calls, the AsyncAPI document of the events, and a page
// that renders both without any script (the gateway's CSP allows none).
import { apiRoutes, asyncApiDocument, eventTypes, openApiDocument } from '@ai-council/contracts';
import { Router } from 'express';
import escapeHtml from 'escape-html';

const pretty = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

function docsPage(): string {
  const openapi = openApiDocument();
  const asyncapi = asyncApiDocument();
  const operations = apiRoutes
    .map((route) => {
      const op = (openapi.paths[route.path] as Record<string, Record<string, unknown>>)[
        route.method.toLowerCase()
      ]!;
      const body = op.requestBody
        ? `<details><summary>Request body</summary><pre>${pretty((op.requestBody as { content: unknown }).content)}</pre></details>`
        : '';
      const responses = `<details><summary>Responses</summary><pre>${pretty(op.responses)}</pre></details>`;
      return `<section class="op" id="${escapeHtml(`${route.method}-${route.path}`)}">
  <h3><span class="method method--${route.method.toLowerCase()}">${route.method}</span> <code>${escapeHtml(route.path)}</code></h3>
  <p>${escapeHtml(route.summary)} <span class="owner">${route.owner}</span></p>
  ${body}${responses}
</section>`;
    })
    .join('\n');
  const events = eventTypes
    .map((type) => {
      const message = (asyncapi.components.messages as Record<string, { payload: unknown }>)[
        type.replace(/\./g, '_')
      ]!;
      return `<section class="op" id="event-${escapeHtml(type)}"><h3><code>${escapeHtml(type)}</code></h3>
  <details><summary>Message</summary><pre>${pretty(message.payload)}</pre></details></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API · AI Council</title>
<style>
  :root { color-scheme: dark; --bg:#0b1220; --card:#111a2e; --line:#24314f; --text:#e6ecf7; --muted:#a3b1cc; }
  body { margin:0; background:var(--bg); color:var(--text); font:15px/1.5 system-ui, sans-serif; }
  main { max-width: 960px; margin: 0 auto; padding: 32px 20px; }
  a { color:#93c5fd; } code, pre { font-family: ui-monospace, monospace; }
  .op { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:12px 16px; margin:12px 0; }
  .op h3 { margin:0 0 4px; font-size:16px; } .op p { margin:0 0 8px; color:var(--muted); }
  .owner { margin-left:8px; font-size:12px; border:1px solid var(--line); border-radius:999px; padding:1px 8px; }
  .method { display:inline-block; min-width:58px; font-size:12px; font-weight:700; color:#0b1220; background:#93c5fd; border-radius:6px; padding:2px 6px; text-align:center; }
  .method--post { background:#86efac; } .method--patch { background:#fcd34d; } .method--delete { background:#fca5a5; }
  pre { overflow:auto; background:#0d1527; border-radius:8px; padding:12px; font-size:12px; }
  summary { cursor:pointer; } summary:focus-visible { outline:2px solid #93c5fd; outline-offset:2px; }
</style></head>
<body><main>
<h1>AI Council API</h1>
<p>${escapeHtml(openapi.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1) and <a href="/api/asyncapi.json">/api/asyncapi.json</a> (AsyncAPI 3.0, the events).</p>
<h2>HTTP calls (${apiRoutes.length})</h2>
${operations}
<h2>Events (${eventTypes.length})</h2>
<p>${escapeHtml(asyncapi.info.description)}</p>
${events}
</main></body></html>`;
}

export function apiDocsRoutes(): Router {
  const router = Router();
  // Built once: the documents only change with the code.
  const openapi = openApiDocument();
  const asyncapi = asyncApiDocument();
  const page = docsPage();
  router.get('/openapi.json', (_req, res) => void res.json(openapi));
  router.get('/asyncapi.json', (_req, res) => void res.json(asyncapi));
  router.get('/docs', (_req, res) => void res.type('html').send(page));
  return router;
}
