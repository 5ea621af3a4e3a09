import { describe, expect, it } from 'vitest';
import { cashFlowTone, riskBand } from './format';

describe('riskBand', () => {
  it.each([
    [0, 'Low Risk', 'success'],
    [29, 'Low Risk', 'success'],
    [30, 'Medium Risk', 'warning'],
    [69, 'Medium Risk', 'warning'],
    [70, 'High Risk', 'danger'],
    [100, 'High Risk', 'danger'],
  ])('when risk is %i, then %s (%s)', (level, label, tone) => {
    expect(riskBand(level)).toEqual({ label, tone });
  });
});

describe('cashFlowTone', () => {
  it('when cash flow is zero or more, then green; when negative, then red', () => {
    expect(cashFlowTone(0)).toBe('success');
    expect(cashFlowTone(-1)).toBe('danger');
  });
});
