// The shell's index.html, as every page of the web app starts: read from the build (again when it changes) and
// sent with this response's style nonce, which the page hands to the code that injects styles at run time
// (packages/ui applyCspNonce), so the Content-Security-Policy allows no inline style but those.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

/** The placeholder the shell's HTML template carries (shell/rspack.config.ts). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** This response's style nonce, made on first use (the CSP header and the page read the same one). */
export function styleNonceOf(res: Response): string {
  const locals = res.locals as { styleNonce?: string };
  locals.styleNonce ??= randomBytes(16).toString('base64');
  return locals.styleNonce;
}

/** The built index.html with this response's nonce in place of the placeholder, or null while the shell is not built. */
export function shellIndex(shellDist: string): (res: Response) => string | null {
  const indexFile = path.join(shellDist, 'index.html');
  let kept: { mtimeMs: number; text: string } | undefined;
  return (res) => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, text: readFileSync(indexFile, 'utf8') };
    } catch {
      return null;
    }
    return kept.text.replaceAll(NONCE_PLACEHOLDER, () => styleNonceOf(res));
  };
}
