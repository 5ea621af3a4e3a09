import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLogin } from './start-login';

afterEach(() => vi.restoreAllMocks());

describe('login start (SPEC §2, §8)', () => {
  it('when the auth status gives a loginUrl, then the page goes to that address', () => {
    const assign = vi.fn();
    startLogin('/api/auth/login-page?from=override', { assign });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/auth/login-page?from=override');
  });

  it('when the auth status gives no loginUrl, then the page goes to the gateway login page', () => {
    const assign = vi.fn();
    startLogin(null, { assign });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/auth/login-page');
  });

  it('when going to the loginUrl fails, then it is logged and the page goes to /api/login', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn((url: string | URL) => {
      if (url === 'https://sso.example.com/start') throw new Error('blocked');
    });
    startLogin('https://sso.example.com/start', { assign });
    expect(assign).toHaveBeenCalledTimes(2);
    expect(assign).toHaveBeenLastCalledWith('/api/login');
    expect(console.error).toHaveBeenCalledWith('Login redirect failed', expect.any(Error));
  });
});
