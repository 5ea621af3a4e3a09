// The worker's entry: on Node 20 a worker thread does not inherit the main
// thread's module hooks, so it registers tsx itself before loading the thread.
import { register } from 'tsx/esm/api';

register();
await import('./service-thread.ts');
