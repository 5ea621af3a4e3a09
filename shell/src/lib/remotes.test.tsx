import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from './remotes';

describe('parseRemotesManifest', () => {
  it('when the gateway lists remotes, then each name and entry is kept', () => {
    const remotes = parseRemotesManifest({
      remotes: [{ name: 'mf_finance', entry: '/mf/mf-finance/mf-manifest.json' }],
    });
    expect(remotes).toEqual([{ name: 'mf_finance', entry: '/mf/mf-finance/mf-manifest.json' }]);
  });

  it('when the manifest is malformed, then it says what is wrong', () => {
    expect(() => parseRemotesManifest({})).toThrow(/remotes/);
    expect(() => parseRemotesManifest({ remotes: [{ name: 'mf_finance' }] })).toThrow(/remotes\[0\]/);
  });
});
