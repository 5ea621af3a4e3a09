import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLogin } from './start-login';

afterEach(() => vi.restoreAllMocks());

describe('login start (SPEC §2, §8)', () => {
  it('when the player starts a login, then the page goes to /api/login (the gateway redirects on)', () => {
    const assign = vi.fn();
    startLogin('https://sso.example.com/start', { assign });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('when going to /api/login fails, then it is logged and the page goes to the loginUrl itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn((url: string | URL) => {
      if (url === '/api/login') throw new Error('blocked');
    });
    startLogin('https://sso.example.com/start', { assign });
    expect(assign).toHaveBeenCalledTimes(2);
    expect(assign).toHaveBeenLastCalledWith('https://sso.example.com/start');
    expect(console.error).toHaveBeenCalledWith('Login redirect failed', expect.any(Error));
  });

  it('when going to /api/login fails and there is no loginUrl, then the page goes to the gateway login page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn((url: string | URL) => {
      if (url === '/api/login') throw new Error('blocked');
    });
    startLogin(null, { assign });
    expect(assign).toHaveBeenLastCalledWith('/api/auth/login-page');
  });
});
