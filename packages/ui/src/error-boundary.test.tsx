import { UnexpectedAnswerError } from '@ai-council/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Failing({ error }: { error: Error }): never {
  throw error;
}

describe('the error boundary (SPEC §8)', () => {
  it('when a response breaks its contract, then the panel reads in plain words, the detail waits behind a closed disclosure, and Try Again renders again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new UnexpectedAnswerError([
      { path: ['company', 'cash'], message: 'Invalid input: expected number, received string' },
    ]);
    function Area() {
      const [broken, setBroken] = useState(true);
      return (
        <ErrorBoundary onRetry={() => setBroken(false)}>
          {broken ? <Failing error={error} /> : <p>Back again</p>}
        </ErrorBoundary>
      );
    }
    render(<Area />);
    const panel = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('We encountered an issue while displaying this content')).toBeTruthy();
    const details = panel.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('pre')!.textContent).toBe(
      'company.cash: Invalid input: expected number, received string',
    );
    // Nothing outside the disclosure is raw JSON or the contract's wording.
    const outside = [...panel.children]
      .filter((child) => child !== details)
      .map((child) => child.textContent)
      .join(' ');
    expect(outside).not.toMatch(/[{}[\]]|Invalid input/);

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Back again')).toBeTruthy();
  });
});
