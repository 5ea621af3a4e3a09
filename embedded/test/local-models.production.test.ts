// Under `npm start` a player's local model may be on loopback (one player's
// machine), but not in production: NODE_ENV=production allows no local model
// unless the operator lists the hosts in LOCAL_MODEL_HOSTS.
import { describe, expect, it } from 'vitest';
import { embeddedAdvisorSettings, embeddedEnvSchema } from '../src/start';

const localHostsUnder = (env: Record<string, string>) =>
  embeddedAdvisorSettings(embeddedEnvSchema.parse(env)).localModelHosts;

describe('local models under npm start', () => {
  it('when NODE_ENV is not production, then loopback is allowed unless the operator says otherwise', () => {
    expect(localHostsUnder({})).toBe('loopback');
    expect(localHostsUnder({ NODE_ENV: 'development' })).toBe('loopback');
    expect(localHostsUnder({ LOCAL_MODEL_HOSTS: '' })).toBe('');
  });

  it('when NODE_ENV is production, then no local model is allowed unless the operator lists the hosts', () => {
    expect(localHostsUnder({ NODE_ENV: 'production' })).toBe('');
    expect(localHostsUnder({ NODE_ENV: 'production', LOCAL_MODEL_HOSTS: 'loopback' })).toBe('loopback');
    expect(localHostsUnder({ NODE_ENV: 'production', LOCAL_MODEL_HOSTS: '10.0.0.0/8' })).toBe('10.0.0.0/8');
  });

  it('when the operator lists a malformed host, then start-up stops and says what is wrong', () => {
    expect(() =>
      embeddedEnvSchema.parse({ NODE_ENV: 'production', LOCAL_MODEL_HOSTS: '10.0.0.0/99' }),
    ).toThrow(/LOCAL_MODEL_HOSTS|CIDR/);
  });
});
