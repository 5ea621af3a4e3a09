import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A dialog opened from state by an ordinary button, as the sidebar's Mood and Theme buttons do. */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mood
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <Dialog.Content>
          <Dialog.Title>How are you feeling?</Dialog.Title>
          <button type="button">Calm</button>
        </Dialog.Content>
      </Dialog>
    </>
  );
}

describe('dialogs give focus back (WCAG 2.4.3)', () => {
  it('when a dialog opened from state closes, then focus returns to the button that opened it', async () => {
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Mood' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('when it closes by its close button, then focus returns there too', async () => {
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Mood' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
