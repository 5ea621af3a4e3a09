import { ConfigError } from '@ai-council/service-kit';
import { testTokenKeys } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { loadAnalyticsConfig } from '../src/config';

describe('svc-analytics configuration', () => {
  it('when only the gateway’s public key is given, then it runs embedded on port 4003', () => {
    const config = loadAnalyticsConfig({ TOKEN_PUBLIC_KEY: testTokenKeys.publicKey });
    expect(config).toMatchObject({ PORT: 4003, HOST: '127.0.0.1', DATA_DIR: '.data' });
    expect(config.MONGO_URL).toBeUndefined();
    expect(config.AMQP_URL).toBeUndefined();
  });

  it('when values are bad, then start-up stops with a list of what is wrong', () => {
    const load = () =>
      loadAnalyticsConfig({ TOKEN_PUBLIC_KEY: 'not a key', PORT: 'abc', AMQP_URL: 'http://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/TOKEN_PUBLIC_KEY must be an Ed25519 public key/);
    expect(load).toThrow(/AMQP_URL must start with amqp/);
  });
});
