import { ConfigError } from '@ai-council/service-kit';
import { describe, expect, it } from 'vitest';
import { loadAnalyticsConfig } from '../src/config';

const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('svc-analytics configuration', () => {
  it('when only the secret is given, then it runs embedded on port 4003', () => {
    const config = loadAnalyticsConfig({ INTERNAL_TOKEN_SECRET: secret });
    expect(config).toMatchObject({ PORT: 4003, HOST: '127.0.0.1', DATA_DIR: '.data' });
    expect(config.MONGO_URL).toBeUndefined();
    expect(config.AMQP_URL).toBeUndefined();
  });

  it('when values are bad, then start-up stops with a list of what is wrong', () => {
    const load = () =>
      loadAnalyticsConfig({ INTERNAL_TOKEN_SECRET: 'short', PORT: 'abc', AMQP_URL: 'http://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/INTERNAL_TOKEN_SECRET must be at least 32 characters/);
    expect(load).toThrow(/AMQP_URL must start with amqp/);
  });
});
