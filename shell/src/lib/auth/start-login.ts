/**
 * SPEC §2 login start: a full-page redirect to the loginUrl from auth status,
 * else /api/auth/login-page; if that fails, to /api/login.
 */
export function startLogin(loginUrl: string | null, location: Pick<Location, 'assign'> = window.location) {
  try {
    location.assign(loginUrl || '/api/auth/login-page');
  } catch (error) {
    console.error('Login redirect failed', error);
    location.assign('/api/login');
  }
}
