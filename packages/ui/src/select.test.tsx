import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNonce } from 'get-nonce';
import { applyCspNonce } from './csp-nonce';
import { Select } from './select';

const options = [
  { value: 'low', label: 'Low' },
  { value: 'high', label: 'High' },
];

/** The page as the gateway serves it: its style nonce in <meta name="csp-nonce">. */
function servedWithNonce(nonce: string) {
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = nonce;
  document.head.append(meta);
  return meta;
}

afterEach(() => {
  document.head.querySelector('meta[name="csp-nonce"]')?.remove();
  setNonce(undefined as unknown as string);
});

/** Opens the select as a keyboard user does (Radix opens on ArrowDown). */
async function openSelect() {
  fireEvent.keyDown(screen.getByRole('combobox'), { key: 'ArrowDown' });
  return screen.findByRole('listbox');
}

describe('the select under the page’s Content-Security-Policy', () => {
  it('when the page names a style nonce, then every <style> the open list renders carries it', async () => {
    servedWithNonce('n0nce-from-the-gateway');
    expect(applyCspNonce()).toBe('n0nce-from-the-gateway');
    render(<Select value="low" onValueChange={() => {}} options={options} />);
    await openSelect();
    const styles = [...document.querySelectorAll('style')].filter((s) =>
      s.textContent?.includes('data-radix-select-viewport'),
    );
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles)
      expect(style.nonce || style.getAttribute('nonce')).toBe('n0nce-from-the-gateway');
  });

  it('when the page was served without the gateway (the placeholder), then no nonce is given', () => {
    servedWithNonce('__CSP_NONCE__');
    expect(applyCspNonce()).toBeNull();
  });
});
