import { describe, expect, it } from 'vitest';
import { sampleCompany } from '@ai-council/contracts/testing';
import {
  allScenarioTemplates,
  countKinds,
  dueOpportunities,
  factsVariant,
  HEALTHY_DRIVER,
  kindDriver,
  MAX_PER_KIND,
  mayRaise,
  recurrenceBar,
  scenarioToGrade,
  templateOf,
  type Drivers,
} from '../src/index';

const company = sampleCompany();
const morale = templateOf('morale-slump')!;
const breach = templateOf('security-breach')!;
/** Every driver weak (tech debt high), or every driver just healthy. */
const every = (health: number): Drivers =>
  ({
    ...Object.fromEntries(Object.keys(company.drivers).map((name) => [name, health])),
    techDebt: 100 - health,
  }) as Drivers;
const weak = every(30);
const healthy = every(HEALTHY_DRIVER);

describe('how often a kind of scenario comes up in one game', () => {
  it(`when a kind has come up ${MAX_PER_KIND} times, then it does not come up again, however weak its department`, () => {
    for (const template of allScenarioTemplates) {
      for (let times = 0; times < MAX_PER_KIND; times++)
        expect(mayRaise(template, { raised: { [template.kind]: times }, drivers: weak }), template.kind).toBe(
          true,
        );
      expect(recurrenceBar(template, { raised: { [template.kind]: MAX_PER_KIND }, drivers: weak })).toBe(
        'limit',
      );
    }
  });

  it('when a department kind came up before and its driver is healthy now, then it stops coming back', () => {
    expect(recurrenceBar(morale, { raised: { 'morale-slump': 1 }, drivers: healthy })).toBe('recovered');
    expect(mayRaise(morale, { raised: { 'morale-slump': 1 }, drivers: { ...healthy, morale: 59 } })).toBe(
      true,
    );
    // Its first time is not a recurrence, and tech debt counts upside down (lower is healthier).
    expect(mayRaise(morale, { raised: {}, drivers: healthy })).toBe(true);
    const crunch = templateOf('tech-debt-crunch')!;
    expect(kindDriver(crunch)).toBe('techDebt');
    expect(mayRaise(crunch, { raised: { 'tech-debt-crunch': 1 }, drivers: healthy })).toBe(false);
    expect(mayRaise(crunch, { raised: { 'tech-debt-crunch': 1 }, drivers: weak })).toBe(true);
    // A seeded event is not a department's weakness: only its limit stops it.
    expect(
      mayRaise(breach, { raised: { 'security-breach': 2 }, drivers: { ...healthy, security: 90 } }),
    ).toBe(true);
  });

  it('counts the kinds a game raised, and a returning kind is told from the next telling of its facts', () => {
    const raised = countKinds(['morale-slump', 'security-breach', 'morale-slump']);
    expect(raised).toEqual({ 'morale-slump': 2, 'security-breach': 1 });
    expect(factsVariant(raised, 'morale-slump')).toBe(2);
    expect(factsVariant(raised, 'brand-erosion')).toBe(0);
  });
});

describe('opportunities in every game', () => {
  const opportunityKinds = allScenarioTemplates.filter((t) => t.opportunity).map((t) => t.kind);

  it('when none has been raised by quarter 3, then quarter 3 owes one; before it, none is owed', () => {
    expect(opportunityKinds.sort()).toEqual(['acquisition-offer', 'partnership-offer']);
    expect(dueOpportunities({ quarter: 1, raised: {} })).toEqual([]);
    expect(dueOpportunities({ quarter: 2, raised: { 'morale-slump': 2 } })).toEqual([]);
    const due = dueOpportunities({ quarter: 3, raised: { 'morale-slump': 2 } });
    expect(due.map((t) => t.kind).sort()).toEqual(opportunityKinds);
    // Still owed later if quarter 3 could not raise it.
    expect(dueOpportunities({ quarter: 5, raised: {} })).not.toEqual([]);
  });

  it('when one was raised, then nothing is owed until quarter 10, which owes a second, not one already open', () => {
    const raised = { 'acquisition-offer': 1 };
    expect(dueOpportunities({ quarter: 3, raised })).toEqual([]);
    expect(dueOpportunities({ quarter: 9, raised })).toEqual([]);
    const second = dueOpportunities({ quarter: 10, raised, openKinds: new Set(['acquisition-offer']) });
    expect(second.map((t) => t.kind)).toEqual(['partnership-offer']);
    // The least raised first.
    expect(dueOpportunities({ quarter: 10, raised }).map((t) => t.kind)).toEqual([
      'partnership-offer',
      'acquisition-offer',
    ]);
    expect(dueOpportunities({ quarter: 12, raised: { ...raised, 'partnership-offer': 1 } })).toEqual([]);
  });
});

describe('the facts of a kind, told several ways', () => {
  it('gives every kind two or three tellings of the same problem, picked by the number the caller passes', () => {
    for (const template of allScenarioTemplates) {
      expect(template.facts.length, template.kind).toBeGreaterThanOrEqual(2);
      expect(template.facts.length, template.kind).toBeLessThanOrEqual(3);
      const tellings = template.facts.map((_, variant) => template.describe(company, variant));
      expect(new Set(tellings).size, template.kind).toBe(tellings.length);
      // The same number gives the same telling; any integer picks one, the first by default.
      expect(template.describe(company)).toBe(tellings[0]);
      expect(template.describe(company, tellings.length)).toBe(tellings[0]);
      expect(template.describe(company, -1)).toBe(tellings[tellings.length - 1]);
      // Where the first telling quotes the company's figure for the kind's driver, every telling does.
      const figure = `${company.drivers[kindDriver(template)]}/100`;
      if (tellings[0]!.includes(figure))
        for (const text of tellings) expect(text, template.kind).toContain(figure);
    }
  });

  it('grades against the telling the player saw, with what the grader reads otherwise unchanged', () => {
    const first = scenarioToGrade(morale, company);
    const second = scenarioToGrade(morale, company, 1);
    expect(second.description).toBe(morale.describe(company, 1));
    expect(second.description).not.toBe(first.description);
    expect({ ...second, description: '' }).toEqual({ ...first, description: '' });
  });
});
