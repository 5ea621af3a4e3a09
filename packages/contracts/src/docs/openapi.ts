// OpenAPI 3.1 for the HTTP calls, generated from the same zod schemas the
// services and the web apps use, so the document cannot drift from the code.
import { errorBodySchema } from '../api/common';
import { jsonSchema } from './json-schema';
import { apiRoutes } from '../routes';

const json = (schema: Record<string, unknown>) => ({ 'application/json': { schema } });

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    const parameters: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: unknown }> = [
      ...route.path.matchAll(/\{(\w+)\}/g),
    ].map((m) => ({
      name: m[1]!,
      in: 'path' as const,
      required: true,
      schema: { type: 'string' },
    }));
    if (route.query) {
      const query = jsonSchema(route.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    const ok = route.created ? '201' : '200';
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.owner],
      ...(route.public ? { description: 'Public: answered without a session cookie.', security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.request
        ? {
            requestBody: {
              // A body the call can do without (POST /api/game/start) is documented as optional.
              required: !route.request.safeParse(undefined).success,
              content: json(jsonSchema(route.request, 'input')),
            },
          }
        : {}),
      responses: {
        [ok]: route.response
          ? { description: 'OK', content: json(jsonSchema(route.response, 'output')) }
          : route.file
            ? { description: 'A file', content: { [route.file]: { schema: { type: 'string' } } } }
            : { description: 'OK' },
        ...(route.created && route.existing && route.response
          ? { '200': { description: route.existing, content: json(jsonSchema(route.response, 'output')) } }
          : {}),
        '4XX': {
          description: 'A sentence a person can act on',
          content: json(jsonSchema(errorBodySchema, 'output')),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AI Council API',
      version: '1.0.0',
      description:
        'Every call goes through the gateway with the session cookie; writes need this site as their Origin. Money is integer cents.',
    },
    servers: [{ url: '/' }],
    paths,
  };
}
