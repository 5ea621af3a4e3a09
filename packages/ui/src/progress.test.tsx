import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress';

describe('Progress (SPEC §4, §9)', () => {
  it.each([
    [undefined, 'indeterminate'],
    [null, 'indeterminate'],
    [0, 'loading'],
    [42, 'loading'],
    [100, 'complete'],
    [140, 'complete'],
  ])('when the value is %s, then the bar is %s', (value, state) => {
    render(<Progress value={value} label="Progress" />);
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe(state);
  });

  it('when no maximum is given, then it is 100', () => {
    render(<Progress value={25} label="Progress" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });

  it('when a maximum is given, then complete is reached at that maximum', () => {
    render(<Progress value={4} max={4} label="Steps" />);
    expect(screen.getByRole('progressbar', { name: 'Steps' }).getAttribute('data-state')).toBe('complete');
  });
});
