import { describe, expect, it, vi } from 'vitest';
import { startLogin } from './start-login';

describe('login start (SPEC §2)', () => {
  it('when auth status named a loginUrl, then the page goes there', () => {
    const assign = vi.fn();
    startLogin('/api/auth/login-page?from=landing', { assign });
    expect(assign).toHaveBeenCalledWith('/api/auth/login-page?from=landing');
  });

  it('when there is no loginUrl, then the page goes to the gateway login page', () => {
    const assign = vi.fn();
    startLogin(null, { assign });
    expect(assign).toHaveBeenCalledWith('/api/auth/login-page');
  });

  it('when the redirect fails, then it is logged and the page falls back to /api/login', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn((url: string | URL) => {
      if (url !== '/api/login') throw new Error('blocked');
    });
    startLogin('/somewhere', { assign });
    expect(assign).toHaveBeenLastCalledWith('/api/login');
    expect(console.error).toHaveBeenCalled();
  });
});
