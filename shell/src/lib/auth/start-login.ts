/**
 * SPEC §2 login start: a full-page navigation to /api/login, which the gateway redirects to the loginUrl the
 * auth status gives (else /api/auth/login-page). Should that navigation fail, the failure is logged (SPEC §8)
 * and the page goes to that address itself.
 */
export function startLogin(loginUrl: string | null, location: Pick<Location, 'assign'> = window.location) {
  try {
    location.assign('/api/login');
  } catch (error) {
    console.error('Login redirect failed', error);
    location.assign(loginUrl || '/api/auth/login-page');
  }
}
