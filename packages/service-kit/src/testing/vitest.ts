// Test helpers that register with vitest ('@ai-council/service-kit/testing/vitest'),
// apart from ../testing so that scripts run outside vitest (bench) can import those.
//
// A test file's harness (a service on a test store and bus) is started once
// before its first test and closed after its last. startedForFile holds that
// lifecycle in one place, so a file says only what it starts.
import { afterAll, beforeAll } from 'vitest';

interface Closable {
  close(): unknown;
}

/**
 * Registers `start` to run before the file's tests and the result's close()
 * after them, and gives a stand-in for the result: it reads through to the
 * started value, and refuses to be read before the file's tests begin.
 */
export function startedForFile<T extends Closable>(start: () => Promise<T>, timeoutMs?: number): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeoutMs);
  afterAll(async () => {
    await started?.close();
  }, timeoutMs);
  return new Proxy({} as T, {
    get(_target, key) {
      if (started === undefined) throw new Error(`read ${String(key)} before the file's harness started`);
      // As it is, not bound: a harness's members are closures, and an app (a function) keeps its own properties.
      return Reflect.get(started, key, started);
    },
    has: (_target, key) => started !== undefined && key in started,
  });
}
