// `npm run remote-types -w shell`: writes the shell's generated remote page types.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotePagesModule, remotePagesModulePath } from './remote-pages';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
writeFileSync(path.join(repoRoot, remotePagesModulePath), await remotePagesModule(repoRoot));
console.log(`wrote ${remotePagesModulePath}`);
