import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from './remotes';

describe('parseRemotesManifest', () => {
  it('when the gateway lists remotes, then each name, entry and version is kept', () => {
    const remotes = parseRemotesManifest({
      remotes: [
        { name: 'mf_finance', entry: '/mf/mf-finance/mf-manifest.json' },
        {
          name: 'mf_council',
          entry: 'https://cdn.example.com/mf-council/0.1.0-0a1b2c3d4e/mf-manifest.json',
          version: '0.1.0-0a1b2c3d4e',
        },
      ],
    });
    expect(remotes).toEqual([
      { name: 'mf_finance', entry: '/mf/mf-finance/mf-manifest.json' },
      {
        name: 'mf_council',
        entry: 'https://cdn.example.com/mf-council/0.1.0-0a1b2c3d4e/mf-manifest.json',
        version: '0.1.0-0a1b2c3d4e',
      },
    ]);
  });

  it('when the manifest is malformed, then it says what is wrong', () => {
    expect(() => parseRemotesManifest({})).toThrow(/remotes/);
    expect(() => parseRemotesManifest({ remotes: [{ name: 'mf_finance' }] })).toThrow(/remotes\.0\.entry/);
  });
});
