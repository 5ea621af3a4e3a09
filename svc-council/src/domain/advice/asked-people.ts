// The changes to people a question may ask about, as the engine runs them:
// hires (priced from the payroll line), a hiring pause, layoffs (a cut of
// payroll), and a raise (a year of it booked now, with what losing the
// people would cost weighed beside it).
import { LEVER_CATALOGUE } from '@ai-council/contracts';
import { MAX_BOOKED, type DriverName, type DepartmentId } from '@ai-council/rules';
import { money } from '../board/company';
import { quarterWords, reasonOf, type Asked } from './asked-words';
import {
  cutCandidate,
  leverCandidate,
  lineAmount,
  type Candidate,
  type Role,
  type Table,
} from './candidates';

const PEOPLE_DEPARTMENTS: Array<[RegExp, DepartmentId]> = [
  [/engineer|developer|programmer|architect|tester/, 'technology'],
  [/sales|seller|rep/, 'sales'],
  [/marketer/, 'marketing'],
];

const plural = (noun: string, n: number) =>
  n === 1 || /people|staff/.test(noun)
    ? noun
    : noun.endsWith('person')
      ? noun.replace(/person$/, 'people')
      : `${noun}s`;

export function hires(count: number | null, role: string | null, t: Table): Asked {
  const n = Math.max(1, Math.min(500, count ?? Math.max(2, Math.round(t.company.employeeCount * 0.1))));
  const perHead = t.company.employeeCount > 0 ? lineAmount(t.lines, 'payroll') / t.company.employeeCount : 0;
  const departmentId = PEOPLE_DEPARTMENTS.find(([words]) => words.test(role ?? ''))?.[1] ?? 'human-resources';
  const quarters = t.quarters ?? 1;
  const make = (r: Role, k: number) => {
    const who = `${k} ${plural(role ?? 'people', k)}`;
    return leverCandidate(
      {
        item: 'lever:hires',
        role: r,
        title: `Hire ${who}`,
        category: 'hr',
        departmentId,
        what: `Hire ${who} over ${quarterWords(quarters)}, on top of the ${t.company.employeeCount} we have.`,
        named: `hiring ${who} (about ${money(k * perHead)} a quarter in pay, plus equipment)`,
        levers: [{ kind: 'hires', count: k, quarters, reason: reasonOf(t, `hire ${who}`) }],
      },
      t,
    );
  };
  return {
    asked: [make('asked', n)],
    staged: n >= 2 ? make('staged', Math.ceil(n / 2)) : null,
    refusal: null,
  };
}

export function hiringPause(t: Table): Asked {
  const make = (role: Role, quarters: number) =>
    leverCandidate(
      {
        item: 'lever:hiring-pause',
        role,
        title: `${LEVER_CATALOGUE['hiring-pause'].name} for ${quarterWords(quarters)}`,
        category: 'hr',
        departmentId: 'human-resources',
        what: `No net new hires for ${quarterWords(quarters)}; the ${t.company.employeeCount} we have carry the work.`,
        named: `a hiring pause for ${quarterWords(quarters)}`,
        levers: [{ kind: 'hiring-pause', quarters, reason: reasonOf(t, 'hiring pause') }],
      },
      t,
    );
  const quarters = t.quarters ?? 2;
  return { asked: [make('asked', quarters)], staged: quarters > 1 ? make('staged', 1) : null, refusal: null };
}

export function layoffs(count: number | null, percent: number | null, t: Table): Asked {
  const staff = Math.max(1, t.company.employeeCount);
  const share = Math.max(1, Math.min(50, percent ?? (count ? Math.round((100 * count) / staff) : 10)));
  const make = (role: Role, p: number) => {
    const people = Math.max(1, count && p === share ? count : Math.round((staff * p) / 100));
    const c = cutCandidate('payroll', t, role, p);
    const saving = Math.round((lineAmount(t.lines, 'payroll') * p) / 100);
    return {
      ...c,
      title: `Lay off ${people} ${plural('person', people)}`,
      what: `Lay off ${people} of our ${t.company.employeeCount} people (payroll −${p}%), with fair severance.`,
      named: `laying off ${people} ${plural('person', people)} (payroll −${p}%, about ${money(saving)} a quarter)`,
    };
  };
  return {
    asked: [make('asked', share)],
    staged: share >= 2 ? make('staged', Math.ceil(share / 2)) : null,
    refusal: null,
  };
}

export function raise(percent: number | null, people: number | 'team' | 'everyone', t: Table): Asked {
  const staff = Math.max(1, t.company.employeeCount);
  const n = people === 'everyone' ? staff : people === 'team' ? Math.max(2, Math.round(staff / 8)) : people;
  const who = people === 'everyone' ? `all ${staff} people` : n === 1 ? 'one person' : `${n} people`;
  const average = lineAmount(t.lines, 'payroll') / staff;
  const p = Math.max(1, Math.min(100, percent ?? 10));
  const lift = (k: number): Partial<Record<DriverName, number>> =>
    people === 'everyone'
      ? { morale: Math.min(15, Math.round(k / 2)), efficiency: Math.min(5, Math.round(k / 5)) }
      : n === 1
        ? { morale: 1, productQuality: 1 }
        : { morale: Math.min(8, Math.max(1, Math.round(k / 3))) };
  const make = (role: Role, k: number, words: string) => {
    const perQuarter = Math.round((n * average * k) / 100);
    return leverCandidate(
      {
        item: 'raise',
        role,
        title: `${k}% raise for ${who}`,
        category: 'hr',
        departmentId: 'human-resources',
        what: `A ${k}% raise for ${who}: ${money(perQuarter)} a quarter, a year of it committed now.`,
        named: `${words} (${money(perQuarter)} a quarter, ${money(4 * perQuarter)} over a year)`,
        levers: [],
        financialImpact: -Math.min(MAX_BOOKED, 4 * perQuarter),
        timeImpact: 4,
        driverEffects: lift(k),
      },
      t,
    );
  };
  const half = Math.max(1, Math.round(p / 2));
  return {
    asked: [make('asked', p, `a ${p}% raise for ${who}`)],
    staged: p >= 2 ? make('staged', half, `a ${half}% raise now and the rest at the next review`) : null,
    refusal: people === 'everyone' ? null : departure(n, average, t),
  };
}

/** Saying no to a raise: the people leave, and replacing them costs about 30% of a year's pay each. */
function departure(n: number, average: number, t: Table): Candidate {
  return leverCandidate(
    {
      item: 'raise',
      role: 'refusal',
      title: 'Saying no',
      category: 'hr',
      departmentId: 'human-resources',
      what: 'Saying no and replacing who leaves.',
      named: `saying no and losing ${n === 1 ? 'them' : `the ${n}`} (replacing costs about ${money(Math.round(n * average * 4 * 0.3))})`,
      levers: [],
      financialImpact: -Math.round(n * average * 4 * 0.3),
      timeImpact: 2,
      driverEffects:
        n === 1
          ? { productQuality: -3, efficiency: -2, morale: -2 }
          : { efficiency: -5, morale: -5, productQuality: -2 },
    },
    t,
  );
}
