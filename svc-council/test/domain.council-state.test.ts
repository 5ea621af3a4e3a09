import { describe, expect, it } from 'vitest';
import { agentCatalogue, findAgent, initialsOf } from '../src/domain/board/agents';
import { sampleCompany } from '@ai-council/contracts/testing';
import { quarterLabel, regularMeetingCoolingDown } from '@ai-council/rules';
import { businessHealth, money } from '../src/domain/board/company';
import { agentsOf, riskSignalsOf, statusForRisk } from '../src/domain/board/council-state';
import { departmentsOf, departmentStatus } from '../src/domain/board/departments';
import { availableMembers, quorumProblem } from '../src/domain/meetings/meeting-rules';
import { consensusOf, councilVotes, optionsFor } from '../src/domain/decisions/recommendations';
import { quarterScenarios } from '../src/domain/scenarios/generate';
import { company, everyDriver } from './support/harness';

describe('the board', () => {
  it('has 11 agents, one per department, the five executives first', () => {
    expect(agentCatalogue).toHaveLength(11);
    expect(new Set(agentCatalogue.map((a) => a.departmentId)).size).toBe(11);
    expect(agentCatalogue.filter((a) => a.executive).map((a) => a.id)).toEqual([
      'ceo',
      'cfo',
      'chro',
      'cto',
      'cmo',
    ]);
  });

  it('finds an agent by id, name, department or role, in any case', () => {
    for (const key of ['cfo', 'Marcus Webb', 'marcus webb', 'Finance', 'Chief Financial Officer'])
      expect(findAgent(key)?.id).toBe('cfo');
    expect(findAgent('nobody')).toBeUndefined();
    expect(initialsOf('Alexandra Chen')).toBe('AC');
  });
});

describe('status and risk follow the company', () => {
  it('risk bands: 70+ critical, 55+ alert, else active', () => {
    expect([0, 54, 55, 69, 70, 100].map(statusForRisk)).toEqual([
      'active',
      'active',
      'alert',
      'alert',
      'critical',
      'critical',
    ]);
    expect([50, 49, 40, 39, 30, 29].map(departmentStatus)).toEqual([
      'healthy',
      'warning',
      'warning',
      'alert',
      'alert',
      'critical',
    ]);
  });

  it('when security is weak and a scenario is open there, then the CISO is at risk and the others are not', () => {
    const c = company({ drivers: { security: 40 } });
    const open = [
      { id: 's1', title: 'Breach', severity: 'high' as const, departmentId: 'security' as const },
    ];
    const agents = agentsOf(c, open, new Set());
    const ciso = agents.find((a) => a.id === 'ciso')!;
    expect(ciso.riskLevel).toBe(70);
    expect(ciso.status).toBe('critical');
    expect(agents.filter((a) => a.status === 'critical')).toHaveLength(1);
    const signals = riskSignalsOf(c, open);
    expect(signals.map((s) => s.id)).toEqual(['scenario-s1', 'department-security']);
  });

  it('when only some providers have keys, then only their agents are LLM-powered', () => {
    const agents = agentsOf(sampleCompany(), [], new Set(['google'] as const));
    expect(agents.filter((a) => a.aiType === 'llm').map((a) => a.id)).toEqual(['chro', 'cmo', 'cpo']);
  });

  it('when cash runs out, then finance signals say so', () => {
    const c = company({ cash: -5_000_000, cashFlow: -20_000_000 });
    expect(riskSignalsOf(c, []).find((s) => s.id === 'finance-negative-cash')).toMatchObject({
      severity: 'critical',
      department: 'Finance',
    });
    expect(departmentsOf(c).find((d) => d.id === 'finance')!.healthScore).toBeLessThanOrEqual(10);
  });
});

describe('quorum and cooldown', () => {
  it('quorum needs 3 departments among the agents that are not critical', () => {
    const collapsed = agentsOf(
      company({
        cash: -1_000_000,
        cashFlow: -40_000_000,
        drivers: { ...everyDriver(10), security: 90, compliance: 90 },
      }),
      [],
      new Set(),
    );
    expect(availableMembers(collapsed).map((a) => a.id)).toEqual(['clo', 'ciso']);
    expect(quorumProblem(availableMembers(collapsed))).toMatch(/^No quorum: only 2 departments/);
    expect(quorumProblem(availableMembers(agentsOf(sampleCompany(), [], new Set())))).toBeNull();
  });

  it('the cooldown counts quarters: one regular meeting a quarter', () => {
    expect(regularMeetingCoolingDown(null, 1)).toBe(false);
    expect(regularMeetingCoolingDown(3, 3)).toBe(true);
    expect(regularMeetingCoolingDown(3, 4)).toBe(false);
  });
});

describe('votes and consensus (SPEC §4)', () => {
  /** A vote by an agent named by its id, for an option named by its title. */
  const vote = (id: string, option: string) => ({
    agentId: id,
    agentName: id,
    preferredOption: option,
    reasoning: '',
    confidence: 70,
  });

  it('the recommended option has the most votes; consensus is its share in percent', () => {
    const options = optionsFor('financial');
    const votes = [
      vote('a', 'Protect cash'),
      vote('b', 'Protect cash'),
      vote('c', 'Invest for growth'),
      vote('d', 'Protect cash'),
    ];
    expect(consensusOf(votes, options)).toEqual({ recommendedOption: 'Protect cash', consensusLevel: 75 });
  });

  it('a tie goes to the asking agent, else to the more careful option', () => {
    const options = optionsFor('marketing');
    const votes = [vote('a', 'Big brand campaign'), vote('b', 'Focused campaign')];
    expect(consensusOf(votes, options, 'a').recommendedOption).toBe('Big brand campaign');
    expect(consensusOf(votes, options).recommendedOption).toBe('Focused campaign');
  });

  it('when cash is burning, then the board leans conservative', () => {
    const rich = councilVotes({
      company: company({ cashFlow: 9_000_000, drivers: everyDriver(80) }),
      question: 'q',
      category: 'financial',
      urgency: 'low',
    });
    const poor = councilVotes({
      company: company({ cash: 1_000_000, cashFlow: -9_000_000, drivers: everyDriver(30) }),
      question: 'q',
      category: 'financial',
      urgency: 'critical',
    });
    const careful = (v: typeof rich) => v.votes.filter((x) => x.preferredOption === 'Protect cash').length;
    expect(careful(poor)).toBeGreaterThan(careful(rich));
  });
});

describe('scenario generation', () => {
  it('is deterministic for a seed and quarter, and raises the weakest departments first', () => {
    const c = company({ seed: 7, drivers: { morale: 30, pipeline: 42 } });
    const a = quarterScenarios({ company: c, quarter: 3, openKinds: new Set(), openCount: 0 });
    const b = quarterScenarios({ company: c, quarter: 3, openKinds: new Set(), openCount: 0 });
    expect(a).toEqual(b);
    expect(a.slice(0, 2).map((d) => d.departmentId)).toEqual(['human-resources', 'sales']);
    expect(a[0]!.severity).toBe('medium'); // HR health 36%
    expect(a[0]!.description).toContain('30/100');
  });

  it('never exceeds the open limit, never repeats an open kind, and stops when the game ended', () => {
    const c = company({ drivers: everyDriver(20) });
    expect(quarterScenarios({ company: c, quarter: 2, openKinds: new Set(), openCount: 5 })).toEqual([]);
    expect(quarterScenarios({ company: c, quarter: 2, openKinds: new Set(), openCount: 4 })).toHaveLength(1);
    const kinds = quarterScenarios({
      company: c,
      quarter: 2,
      openKinds: new Set(['strategic-drift']),
      openCount: 0,
    }).map((d) => d.kind);
    expect(kinds).not.toContain('strategic-drift');
    expect(
      quarterScenarios({
        company: { ...c, status: 'ended' },
        quarter: 2,
        openKinds: new Set(),
        openCount: 0,
      }),
    ).toEqual([]);
  });
});

describe('numbers as the screens show them', () => {
  it('SPEC §9 money formatting and §4 quarter label and health badge', () => {
    expect([123_456_789, 100_000_000, 80_000_000, 1_000_000, 99_900, -3_000_000].map(money)).toEqual([
      '$1.2M',
      '$1.0M',
      '$800K',
      '$10K',
      '$999',
      '-$30K',
    ]);
    expect([1, 4, 5, 20].map(quarterLabel)).toEqual(['Q1 Year 1', 'Q4 Year 1', 'Q1 Year 2', 'Q4 Year 5']);
    expect(businessHealth(sampleCompany())).toBe('Warning');
    expect(businessHealth({ ...sampleCompany(), netWorth: 2_500_000_000, cashFlow: 150_000_000 })).toBe(
      'Excellent',
    );
  });
});
