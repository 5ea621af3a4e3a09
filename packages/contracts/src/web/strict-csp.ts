// The gateway's pages run under a Content-Security-Policy without 'unsafe-eval'. zod probes once whether it may
// compile its parsers with `new Function`; it catches the refusal, but the browser still reports a CSP violation.
import { z } from 'zod';

/** Parse with zod's plain parsers, never probing for eval: a page calls it before any schema parses. */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
