// Writes generated/asyncapi.json from the event schemas:
// `npm run docs -w @ai-council/contracts` after changing an event's shape.
import { writeFileSync } from 'node:fs';
import { asyncApiJson } from '../src/docs/asyncapi';

export const asyncApiFile = new URL('../generated/asyncapi.json', import.meta.url);

writeFileSync(asyncApiFile, asyncApiJson());
console.log(`wrote ${asyncApiFile.pathname}`);
