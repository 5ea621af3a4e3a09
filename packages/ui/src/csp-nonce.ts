// The gateway allows no inline style on a page but what carries that page's nonce (its
// Content-Security-Policy), and names the nonce in the page's <meta name="csp-nonce">. Radix's
// dialogs and selects inject a <style> while open (their scroll lock, through get-nonce; the select's
// list its scrollbar rule, through cspNonce): handing them the nonce keeps those styles, and so the
// scroll lock, working under that policy.
import { getNonce, setNonce } from 'get-nonce';

export function applyCspNonce(doc: Document = document): string | null {
  const nonce = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? null;
  // A page served without the gateway (a remote's dev server) keeps the placeholder: no nonce to give.
  if (!nonce || nonce === '__CSP_NONCE__') return null;
  setNonce(nonce);
  return nonce;
}

/** The page's style nonce for a <style> a component renders itself (undefined before applyCspNonce found one). */
export const cspNonce = (): string | undefined => getNonce();
