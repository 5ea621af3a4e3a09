/**
 * SPEC §2 login start: a full-page redirect to the address the auth status
 * gives (loginUrl), else the gateway's /api/auth/login-page; should that
 * navigation fail, the page goes to /api/login (SPEC §8: logged only), which
 * the gateway answers with a redirect to its login page.
 */
export function startLogin(loginUrl: string | null, location: Pick<Location, 'assign'> = window.location) {
  try {
    location.assign(loginUrl || '/api/auth/login-page');
  } catch (error) {
    console.error('Login redirect failed', error);
    location.assign('/api/login');
  }
}
