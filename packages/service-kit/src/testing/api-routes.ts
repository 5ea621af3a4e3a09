// The calls a service's app answers, read off its Express router: every route
// of the routers mounted under /api (createHttpApp), as the contracts' route
// table writes them (`PATCH /api/scenarios/{id}`). A service's suite checks
// them against that table, so a call the OpenAPI document leaves out fails there.
import type { Express } from 'express';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

export function apiCallsOf(app: Express): string[] {
  const calls: string[] = [];
  const walk = (stack: readonly Layer[], underApi: boolean) => {
    for (const layer of stack) {
      if (layer.route && underApi) {
        const path = `/api${layer.route.path.replace(/:(\w+)/g, '{$1}')}`;
        for (const method of Object.keys(layer.route.methods)) calls.push(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack, true);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, false);
  return calls.sort();
}
