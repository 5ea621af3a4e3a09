// What every incoming HTTP request leaves behind: one observation in the
// request-duration histogram, labelled by the route template that answered it
// (never the raw path: `/api/scenarios/{id}`, not one series per scenario),
// and, when tracing is on, a server span whose context the handlers, the
// store and the bus continue, and that the gateway hands on to the service in
// the `traceparent` header.
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Request, RequestHandler } from 'express';
import { apiRoutes, routePattern } from '@ai-council/contracts';
import { metrics } from './metrics';
import { extractContext, SERVICE_ATTRIBUTE, tracingStarted } from './tracing';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PROBES = new Set(['/healthz', '/readyz']);

/** The contracts' route table as patterns: a proxied call has no Express route of its own. */
const contractRoutes = apiRoutes.map((route) => ({
  method: route.method as string,
  template: route.path,
  pattern: routePattern(route.path),
}));
/** The routes without parameters (every polled one among them), found by their path at once. */
const literalRoutes = new Map(
  contractRoutes
    .filter((route) => !route.template.includes('{'))
    .map((route) => [`${route.method} ${route.template}`, route.template]),
);

/**
 * The route template a request was answered by: the Express route that
 * matched (its parameters written as the contracts write them, `{id}`), else
 * the contracts' template for the path (the gateway proxying to a service),
 * else `web` for a page or asset the gateway served, else `unmatched`.
 */
export function routeTemplateOf(req: Request): string {
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0]!;
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string' && !/[*(?]/.test(route.path)) {
    // The route's own segments, after the literal mount prefix it was reached under (req.baseUrl is
    // reset once an error leaves the router, so the prefix is read off the path).
    const own = route.path.split('/').filter(Boolean);
    const segments = path.split('/').filter(Boolean);
    if (segments.length >= own.length) {
      const prefix = segments.slice(0, segments.length - own.length);
      return `/${[...prefix, ...own].join('/')}`.replace(/:(\w+)/g, '{$1}');
    }
  }
  if (path === '/api' || path.startsWith('/api/')) return apiRouteTemplateOf(req.method, path);
  return req.method === 'GET' || req.method === 'HEAD' ? 'web' : 'unmatched';
}

/** The contracts' template of an /api call, else `unmatched`. */
function apiRouteTemplateOf(method: string, path: string): string {
  const literal = literalRoutes.get(`${method} ${path}`);
  if (literal) return literal;
  return contractRoutes.find((r) => r.method === method && r.pattern.test(path))?.template ?? 'unmatched';
}

/**
 * Mount first: it times the whole request and opens the span the rest runs in. At the public `edge` (the
 * gateway) a `traceparent` from outside is dropped and every request starts its own trace, so a client
 * cannot join or steer ours.
 */
export function httpTelemetry(service: string, options: { edge?: boolean } = {}): RequestHandler {
  const { httpDuration } = metrics();
  const tracer = trace.getTracer(service);
  return (req, res, next) => {
    if (PROBES.has(req.path)) return next();
    const started = process.hrtime.bigint();
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    if (options.edge) {
      delete req.headers.traceparent;
      delete req.headers.tracestate;
    }
    // Tracing off: the histogram alone, with no span, context or propagation work at all.
    const span = tracingStarted()
      ? tracer.startSpan(
          method,
          {
            kind: SpanKind.SERVER,
            attributes: { [SERVICE_ATTRIBUTE]: service, 'http.request.method': method, 'url.path': req.path },
          },
          options.edge ? ROOT_CONTEXT : extractContext(req.headers),
        )
      : null;
    const finish = () => {
      const route = routeTemplateOf(req);
      // A client that hung up before the answer: nginx's 499, not the 200 never sent.
      const status = res.writableFinished ? res.statusCode : 499;
      httpDuration.observe(
        { service, method, route, status: String(status) },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
      if (span?.isRecording()) {
        span.updateName(`${method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span?.end();
    };
    // A response closes once finished, or when the client hangs up first: one listener sees both.
    res.once('close', finish);
    if (!span) return next();
    const active = trace.setSpan(context.active(), span);
    // The proxy (or, in embedded mode, the service's app) reads the same headers and continues this
    // span; a request sampled out says so too, so the services drop it as well.
    propagation.inject(active, req.headers);
    context.with(active, next);
  };
}
