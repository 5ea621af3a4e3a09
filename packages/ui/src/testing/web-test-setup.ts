// Set-up of the web project's test files (vitest.config.ts `setupFiles`): what happy-dom lacks, and the one
// tear-down after each test, so no test file registers them itself. A file's own afterEach runs first.
import { afterEach, beforeAll } from 'vitest';
import { stubWhatRadixSelectNeeds, tearDownPageTest } from './page-test';

beforeAll(stubWhatRadixSelectNeeds);
afterEach(tearDownPageTest);
