// The gateway's pages run under a Content-Security-Policy without 'unsafe-eval'. zod probes whether it may
// compile its parsers with `new Function` as each object schema is made; it catches the refusal, but the browser
// still reports a CSP violation. So in a browser zod is told, before the first schema is made (this module is
// the contracts' first import), to use its plain parsers; services in Node keep the compiled ones.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
