// A council whose advisors call the three fake provider servers: the suites
// that check what a model is sent and what its answers cost start it so.
import { startFakeProviders, type FakeProvider, type ProviderName } from './fake-providers';
import { startHarness, type Harness } from './harness';

export interface HarnessWithFakeProviders {
  h: Harness;
  fakes: Record<ProviderName, FakeProvider>;
  /** Closes the council first, then the fake servers. */
  close(): Promise<void>;
}

export async function startHarnessWithFakeProviders(): Promise<HarnessWithFakeProviders> {
  const servers = await startFakeProviders();
  const h = await startHarness({ providerBaseUrls: servers.baseUrls, advisorTimeoutMs: 5_000 });
  return {
    h,
    fakes: servers.fakes,
    close: async () => {
      await h.close();
      await servers.close();
    },
  };
}
