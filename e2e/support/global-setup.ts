// The browser suites each start their own system; the web apps they serve are
// built once here (what is missing or older than its sources, as `npm start`
// does) so parallel suites never build into the same folders at the same time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleWebApps } from '@ai-council/web-build/freshness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default function setup(): void {
  buildStaleWebApps(repoRoot, (message) => console.log(`[e2e] ${message}`));
}
