import { describe, expect, it } from 'vitest';
import { climateAfter, deepPhase, driftClimate, initialClimate } from './conversation-climate';

describe('the Deep Communication climate (SPEC §4)', () => {
  it('when the council meets in a crisis, then tension starts 40 higher', () => {
    const calm = initialClimate({ urgency: 'high', crisis: false });
    const crisis = initialClimate({ urgency: 'high', crisis: true });
    expect(crisis.tension - calm.tension).toBe(40);
    expect({ ...crisis, tension: 0 }).toEqual({ ...calm, tension: 0 });
  });

  it('when a member voices a concern, then tension rises and collaboration falls', () => {
    const start = initialClimate({ urgency: 'medium', crisis: false });
    const after = driftClimate(start, { type: 'concern', confidence: 50 });
    expect(after.tension).toBeGreaterThan(start.tension);
    expect(after.collaboration).toBeLessThan(start.collaboration);
  });

  it('when members support the proposal, then collaboration rises and tension eases', () => {
    const start = initialClimate({ urgency: 'medium', crisis: true });
    const after = driftClimate(start, { type: 'support', confidence: 80 });
    expect(after.collaboration).toBeGreaterThan(start.collaboration);
    expect(after.tension).toBeLessThan(start.tension);
    expect(after.confidence).toBeGreaterThan(start.confidence);
  });

  it('when many concerns pile up, then the meters stay within 0-100', () => {
    const concern = { type: 'concern', confidence: 10 } as const;
    const climate = Array.from({ length: 30 }).reduce(
      (c: ReturnType<typeof initialClimate>) => driftClimate(c, concern),
      initialClimate({ urgency: 'critical', crisis: true }),
    );
    for (const value of Object.values(climate)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(climate.tension).toBe(100);
  });

  it('when no message has been heard, then the climate is the starting one', () => {
    const start = initialClimate({ urgency: 'low', crisis: false });
    expect(climateAfter(start, [])).toEqual(start);
  });

  it.each([
    [0, 'initial'],
    [4_999, 'initial'],
    [5_000, 'analysis'],
    [10_000, 'debate'],
    [15_000, 'consensus'],
  ] as const)('when %s ms have passed, then the phase is %s', (ms, phase) => {
    expect(deepPhase(ms)).toBe(phase);
  });
});
