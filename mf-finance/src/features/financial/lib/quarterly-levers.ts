// The quarterly levers form: what the player types (whole dollars, percent, a
// count) read as the settings svc-game takes (cents), each field checked
// against the bounds the service answered, and settings told back in words.
import {
  LEVER_CATALOGUE,
  QUARTERLY_LEVER_LIMITS,
  type LeverKind,
  type QuarterlyLevers,
  type QuarterlyLeversView,
} from '@ai-council/contracts';
import { formatCents } from '@ai-council/rules';

export type HiringChoice = QuarterlyLevers['hiring']['plan'];
export type FinancingChoice = QuarterlyLevers['financing']['kind'];

/** The form as typed: every number is the text of its input. */
export interface LeversForm {
  priceChangePercent: string;
  hiring: HiringChoice;
  hires: string;
  /** Whole dollars. */
  marketingBudget: string;
  researchBudget: string;
  financing: FinancingChoice;
  financingAmount: string;
}

export type LeversField =
  'priceChangePercent' | 'hires' | 'marketingBudget' | 'researchBudget' | 'financingAmount';

const dollarsOf = (cents: number) => String(Math.round(cents / 100));

/** The form showing these settings. */
export function formOf(levers: QuarterlyLevers): LeversForm {
  return {
    priceChangePercent: String(levers.priceChangePercent),
    hiring: levers.hiring.plan,
    hires: levers.hiring.plan === 'hire' ? String(levers.hiring.count) : '',
    marketingBudget: dollarsOf(levers.marketingBudget),
    researchBudget: dollarsOf(levers.researchBudget),
    financing: levers.financing.kind,
    financingAmount: levers.financing.kind === 'none' ? '' : dollarsOf(levers.financing.amount),
  };
}

export interface ReadForm {
  /** The settings, when every field reads. */
  levers: QuarterlyLevers | null;
  /** What to fix, by field: one sentence each. */
  errors: Partial<Record<LeversField, string>>;
  /** Fields still blank that the choices need (the hires, the financing amount): not wrong, not done. */
  incomplete: LeversField[];
}

/** A whole number typed in a field (blank reads as `blank`); null when it is not one. */
function wholeNumber(text: string, blank: number | null): number | null {
  const trimmed = text.replace(/[\s,$]/g, '');
  if (trimmed === '') return blank;
  if (!/^[-+]?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

const money = (cents: number) => formatCents(cents);
const name = (kind: LeverKind) => LEVER_CATALOGUE[kind].name;

/** Reads the form against the bounds of this quarter (the view's limits). */
export function readForm(form: LeversForm, limits: QuarterlyLeversView['limits']): ReadForm {
  const errors: ReadForm['errors'] = {};
  const incomplete: LeversField[] = [];
  const max = limits.maxPriceChangePercent;

  const price = wholeNumber(form.priceChangePercent, 0);
  if (price === null || Math.abs(price) > max) {
    errors.priceChangePercent = `Enter a whole percent from -${max} to +${max}.`;
  }

  let hires = 0;
  if (form.hiring === 'hire' && form.hires.trim() === '') incomplete.push('hires');
  else if (form.hiring === 'hire') {
    const count = wholeNumber(form.hires, null);
    if (count === null || count < 1 || count > limits.maxHires) {
      errors.hires = `Enter a number of hires from 1 to ${limits.maxHires}.`;
    } else hires = count;
  }

  const budget = (field: 'marketingBudget' | 'researchBudget', name: string) => {
    const dollars = wholeNumber(form[field], 0);
    if (dollars === null || dollars < 0 || dollars * 100 > limits.maxBudget) {
      errors[field] =
        `Enter ${name} in whole dollars, from $0 to ${money(limits.maxBudget)} (no more than the cash).`;
      return 0;
    }
    return dollars * 100;
  };
  const marketingBudget = budget('marketingBudget', 'a marketing budget');
  const researchBudget = budget('researchBudget', 'an R&D budget');

  let financing: QuarterlyLevers['financing'] = { kind: 'none' };
  if (form.financing !== 'none') {
    const most = form.financing === 'credit-line' ? limits.maxCreditLine : limits.maxCapitalRaise;
    const least = QUARTERLY_LEVER_LIMITS.minFinancing;
    const dollars = wholeNumber(form.financingAmount, null);
    if (most < least) {
      errors.financingAmount =
        form.financing === 'credit-line'
          ? 'The credit line has no room left this quarter.'
          : 'Investors put no money in this quarter: net worth is too low.';
    } else if (form.financingAmount.trim() === '') {
      incomplete.push('financingAmount');
    } else if (dollars === null || dollars * 100 < least || dollars * 100 > most) {
      errors.financingAmount = `Enter an amount in whole dollars, from ${money(least)} to ${money(most)}.`;
    } else {
      financing = { kind: form.financing, amount: dollars * 100 };
    }
  }

  if (Object.keys(errors).length > 0 || incomplete.length > 0) return { levers: null, errors, incomplete };
  return {
    levers: {
      priceChangePercent: price ?? 0,
      hiring:
        form.hiring === 'hire'
          ? { plan: 'hire', count: hires }
          : form.hiring === 'freeze'
            ? { plan: 'freeze' }
            : { plan: 'as-needed' },
      marketingBudget,
      researchBudget,
      financing,
    },
    errors,
    incomplete,
  };
}

export function sameLevers(a: QuarterlyLevers, b: QuarterlyLevers): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The settings in words, one phrase per lever that is not at its default (by the catalogue's names). */
export function leverPhrases(levers: QuarterlyLevers): string[] {
  const phrases: string[] = [];
  const p = levers.priceChangePercent;
  if (p !== 0) phrases.push(`${LEVER_CATALOGUE['price-change'].short} ${p > 0 ? '+' : '-'}${Math.abs(p)}%`);
  if (levers.hiring.plan === 'freeze') phrases.push(LEVER_CATALOGUE['hiring-pause'].quarterlyName);
  if (levers.hiring.plan === 'hire') phrases.push(`${levers.hiring.count} extra hires`);
  if (levers.marketingBudget > 0)
    phrases.push(`${name('marketing-budget')} ${money(levers.marketingBudget)}`);
  if (levers.researchBudget > 0) phrases.push(`${name('research-budget')} ${money(levers.researchBudget)}`);
  if (levers.financing.kind !== 'none') {
    phrases.push(`${name(levers.financing.kind)} ${money(levers.financing.amount)}`);
  }
  return phrases;
}

/** Whole dollars with separators, for figures compared side by side: "$1,024,318". */
export function wholeDollars(cents: number): string {
  const dollars = Math.round(cents / 100);
  return `${dollars < 0 ? '-' : ''}$${Math.abs(dollars).toLocaleString('en-US')}`;
}

/** A difference with its sign: "+$12,400", "-$3,100", "$0". */
export function signedDollars(cents: number): string {
  const dollars = Math.round(cents / 100);
  return dollars > 0 ? `+${wholeDollars(cents)}` : wholeDollars(cents);
}

/** A stake in hundredths of a percent: "100%", "83.33%". */
export function stakePercent(stake: number): string {
  return `${Number((stake / 100).toFixed(2))}%`;
}
