import '@ai-council/ui/styles.css';
import { applyCspNonce, restoreSavedTheme } from '@ai-council/ui';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromManifest } from './lib/remotes';

const container = document.getElementById('root');
if (!container) throw new Error('shell: #root is missing from index.html');

// Before anything can open a dialog: the styles Radix injects carry the page's CSP nonce.
applyCspNonce();

// public/theme-boot.js painted the saved colours before first paint; this applies
// the saved theme's current palette and makes it the page's current theme.
restoreSavedTheme();

// Remotes are registered before the first render so every route can load its page.
void registerRemotesFromManifest().then(() => {
  createRoot(container).render(<App />);
});
