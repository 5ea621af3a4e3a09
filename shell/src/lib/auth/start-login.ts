/**
 * SPEC §2 login start: a full-page redirect to /api/login, which the gateway
 * answers with a redirect to the loginUrl of the auth status (its own
 * /api/auth/login-page unless an external sign-in is configured). Should that
 * navigation fail, the page goes to the loginUrl (or the login page) itself.
 */
export function startLogin(loginUrl: string | null, location: Pick<Location, 'assign'> = window.location) {
  try {
    location.assign('/api/login');
  } catch (error) {
    console.error('Login redirect failed', error);
    location.assign(loginUrl || '/api/auth/login-page');
  }
}
