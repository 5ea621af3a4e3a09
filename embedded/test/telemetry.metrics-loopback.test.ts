// Under `npm start` the metrics endpoint listens on loopback whatever HOST is:
// HOST=0.0.0.0 opens the game to the network, not the process's metrics
// (METRICS_HOST moves them when the operator means to). 127.0.0.2 stands for
// "an address of this machine other than 127.0.0.1".
import { describe, expect, it } from 'vitest';
import { embeddedSystemForSuite } from './support/system';

const suite = embeddedSystemForSuite('metrics-loopback', { HOST: '0.0.0.0', METRICS_PORT: '0' });

/** The HTTP status at that address, or the connection's error code. */
async function reach(url: string): Promise<number | string> {
  try {
    const res = await fetch(url, { redirect: 'manual' });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return ((error as Error & { cause?: { code?: string } }).cause?.code ?? 'failed') as string;
  }
}

describe('the metrics listener under npm start', () => {
  it('when HOST is 0.0.0.0, then the game answers on every address but the metrics on 127.0.0.1 only', async () => {
    const gamePort = new URL(suite.system.url).port;
    const metricsPort = new URL(suite.system.metricsUrl!).port;
    expect(await reach(`http://127.0.0.2:${gamePort}/healthz`)).toBe(200);
    expect(await reach(`http://127.0.0.1:${metricsPort}/metrics`)).toBe(200);
    expect(await reach(`http://127.0.0.2:${metricsPort}/metrics`)).toBe('ECONNREFUSED');
  });
});
