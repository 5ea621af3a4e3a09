// Global setup of the node project: when MONGO_URL is not set but a container
// engine answers, start one MongoDB (testcontainers) for the whole run and
// hand its URL to every suite as MONGO_URL, so the store contract suite and
// the services' component suites run on MongoDB. Says which store they use.
import type { TestProject } from 'vitest/node';

let stop: (() => Promise<unknown>) | null = null;

export async function setup(_project: TestProject): Promise<void> {
  if (process.env.MONGO_URL) {
    console.log('[store] component suites and the store contract run on MongoDB at MONGO_URL');
    return;
  }
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(
      `[store] component suites run on the embedded store; their MongoDB run is skipped: MONGO_URL is not set and no container engine answered (${reason})`,
    );
    return;
  }
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const container = await new MongoDBContainer('mongo:8.0').start();
  process.env.MONGO_URL = `${container.getConnectionString()}/?directConnection=true`;
  stop = () => container.stop();
  console.log('[store] component suites and the store contract run on a MongoDB started by testcontainers');
}

export async function teardown(): Promise<void> {
  await stop?.();
}
