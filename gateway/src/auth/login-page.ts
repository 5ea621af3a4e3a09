// The sign-in page the gateway serves (SPEC §2 login start). Plain HTML forms
// so it works before any JavaScript loads; the forms post to the JSON-or-form
// endpoints and land on / with the session set.

import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';

/** The page's one style sheet, inline; the page's CSP allows exactly it, by hash. */
const loginPageStyle = `
  :root { color-scheme: dark; --bg:#0b1220; --card:#111a2e; --line:#24314f; --text:#e6ecf7; --muted:#93a2c0; --primary:#3b82f6; --danger:#f87171; }
  * { box-sizing: border-box; }
  body { margin:0; min-height:100vh; display:grid; place-items:center; background:radial-gradient(circle at 20% 0%, #1a2a4d, var(--bg) 60%); color:var(--text); font:15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width:min(960px, 94vw); padding:32px 0; }
  header { text-align:center; margin-bottom:28px; }
  h1 { margin:0 0 6px; font-size:28px; }
  header p { margin:0; color:var(--muted); }
  .grid { display:grid; gap:18px; grid-template-columns:repeat(auto-fit, minmax(260px, 1fr)); }
  section { background:var(--card); border:1px solid var(--line); border-radius:14px; padding:22px; }
  h2 { margin:0 0 14px; font-size:18px; }
  label { display:block; font-size:13px; color:var(--muted); margin:10px 0 4px; }
  input { width:100%; padding:10px 12px; border-radius:8px; border:1px solid #5b6b91; background:#0d1527; color:var(--text); font:inherit; }
  input:focus-visible, button:focus-visible { outline:2px solid var(--primary); outline-offset:2px; }
  button { margin-top:16px; width:100%; padding:11px; border:0; border-radius:8px; background:#2563eb; color:white; font:600 15px system-ui, sans-serif; cursor:pointer; }
  button.secondary { background:#1f2b45; border:1px solid var(--line); }
  .error { background:#3b1620; border:1px solid var(--danger); color:#fecaca; padding:10px 14px; border-radius:8px; margin:0 0 18px; text-align:center; }
  .hint { color:var(--muted); font-size:13px; margin:8px 0 0; }
`;

/** The style-src of the page's CSP: our own files and this sheet, no other inline style. */
export const loginPageStyleSrc = `'self' 'sha256-${createHash('sha256').update(loginPageStyle).digest('base64')}'`;

export function loginPage(options: { error?: string; tab?: string; csrf?: string }): string {
  const csrf = options.csrf ? `<input type="hidden" name="csrf" value="${escapeHtml(options.csrf)}">` : '';
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · AI Council</title>
<style>${loginPageStyle}</style>
</head>
<body>
<main>
  <header>
    <h1>AI Council</h1>
    <p>Corporate Intelligence System: sign in to take your seat at the head of the board.</p>
  </header>
  ${error}
  <div class="grid">
    <section aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in</h2>
      <form method="post" action="/api/auth/login">
        ${csrf}
        <label for="signin-username">Username</label>
        <input id="signin-username" name="username" autocomplete="username" required ${options.tab === 'signin' || !options.tab ? 'autofocus' : ''}>
        <label for="signin-password">Password</label>
        <input id="signin-password" name="password" type="password" autocomplete="current-password" required>
        <button type="submit">Sign in</button>
      </form>
    </section>
    <section aria-labelledby="register-title">
      <h2 id="register-title">Create an account</h2>
      <form method="post" action="/api/auth/register">
        ${csrf}
        <label for="register-first-name">First name</label>
        <input id="register-first-name" name="firstName" autocomplete="given-name" required maxlength="40" ${options.tab === 'register' ? 'autofocus' : ''}>
        <label for="register-username">Username</label>
        <input id="register-username" name="username" autocomplete="username" required minlength="3" maxlength="32">
        <label for="register-password">Password</label>
        <input id="register-password" name="password" type="password" autocomplete="new-password" required minlength="8">
        <button type="submit">Create account</button>
      </form>
    </section>
    <section aria-labelledby="guest-title">
      <h2 id="guest-title">Just looking?</h2>
      <form method="post" action="/api/auth/guest">
        ${csrf}
        <label for="guest-first-name">First name (optional)</label>
        <input id="guest-first-name" name="firstName" autocomplete="given-name" maxlength="40" ${options.tab === 'guest' ? 'autofocus' : ''}>
        <button type="submit" class="secondary">Continue as Guest</button>
      </form>
      <p class="hint">A guest game lives in this browser's session cookie; create an account to keep it across devices.</p>
    </section>
  </div>
</main>
</body>
</html>`;
}
