// What the player asks, as the advisors read it before asking the engine.
import { describe, expect, it } from 'vitest';
import { candidatesFor, departmentCandidates, intentOf } from '../src/domain/advice';
import { findAgent } from '../src/domain/agents';
import { company } from './support/harness';

describe('reading the question', () => {
  it.each([
    ['What should we cut first?', 'cut'],
    ['Where can we save money?', 'cut'],
    ['Should we hire more engineers?', 'hire'],
    ['Where should we invest next quarter?', 'invest'],
    ['Is it time to expand into a new market?', 'expand'],
    ['Can we raise our prices?', 'price'],
    ['How much cash do we have left?', 'cash'],
    ['What is our biggest risk?', 'risk'],
  ])('when asked "%s", then it is about %s', (question, kind) => {
    expect(intentOf(question)?.kind).toBe(kind);
  });

  it('when a department is named, then the question is about that department', () => {
    expect(intentOf('How is the brand doing?')).toEqual({ kind: 'department', departmentId: 'marketing' });
  });

  it('when an open scenario is named, then the question is about it, whatever else it says', () => {
    const open = [{ title: 'Security Vulnerability Discovered', departmentId: 'security' as const }];
    expect(intentOf('What do we do about the vulnerability discovered yesterday?', open)).toEqual({
      kind: 'scenario',
      title: 'Security Vulnerability Discovered',
      departmentId: 'security',
    });
  });

  it('when it is small talk, then there is nothing to estimate', () => {
    expect(intentOf('Good morning!')).toBeNull();
  });
});

describe('the proposals weighed', () => {
  it('when the CFO is asked what to cut, then every cost line the engine charges is weighed; the CMO does not offer its own budget', () => {
    const c = company();
    const cfo = candidatesFor({ kind: 'cut' }, findAgent('cfo')!, c).map((x) => x.cut?.line);
    expect(cfo).toEqual(['marketing', 'research_and_development', 'operations', 'payroll']);
    const cmo = candidatesFor({ kind: 'cut' }, findAgent('cmo')!, c).map((x) => x.cut?.line);
    expect(cmo).not.toContain('marketing');
  });

  it('when a department is weak, then cutting its line hurts it half as much again', () => {
    const strong = candidatesFor({ kind: 'cut' }, findAgent('cfo')!, company({ drivers: { brand: 70 } }));
    const weak = candidatesFor(
      { kind: 'cut' },
      findAgent('cfo')!,
      company({ drivers: { brand: 20, pipeline: 20 } }),
    );
    expect(strong[0]!.proposal.driverEffects.brand).toBe(-6);
    expect(weak[0]!.proposal.driverEffects.brand).toBe(-9);
  });

  it('when a meeting asks what to cut, then each leader puts its own line on the table', () => {
    const c = company();
    expect(departmentCandidates({ kind: 'cut' }, findAgent('cmo')!, c).map((x) => x.cut?.line)).toEqual([
      'marketing',
    ]);
    expect(departmentCandidates({ kind: 'cut' }, findAgent('cto')!, c).map((x) => x.cut?.line)).toEqual([
      'research_and_development',
    ]);
    expect(departmentCandidates({ kind: 'cut' }, findAgent('ciso')!, c)[0]!.departmentId).toBe('security');
  });
});
