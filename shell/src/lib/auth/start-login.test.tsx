import { describe, expect, it, vi } from 'vitest';
import { startLogin } from './start-login';

describe('login start (SPEC §2)', () => {
  it('when the player starts to log in, then the page goes to /api/login (the gateway redirects on to the loginUrl)', () => {
    const assign = vi.fn();
    startLogin('/api/auth/login-page?from=landing', { assign });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('when going to /api/login fails, then it is logged and the page goes to the loginUrl itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn((url: string | URL) => {
      if (url === '/api/login') throw new Error('blocked');
    });
    startLogin('/somewhere', { assign });
    expect(assign).toHaveBeenLastCalledWith('/somewhere');
    expect(console.error).toHaveBeenCalled();
  });

  it('when it fails and there is no loginUrl, then the page goes to the gateway login page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn((url: string | URL) => {
      if (url === '/api/login') throw new Error('blocked');
    });
    startLogin(null, { assign });
    expect(assign).toHaveBeenLastCalledWith('/api/auth/login-page');
  });
});
