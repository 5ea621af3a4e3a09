// The words a question is read with: the levers' own words (levers.json, the same lists the plan reader reads,
// with the words only a question uses), the directions they move in, who is counted (questions.json), and which
// department each word is about (departments.json).
import type { DepartmentId } from '@ai-council/rules';
import { DEPARTMENT_TOPICS, LEVERS, QUESTIONS, questionWords } from '../lexicon';

export const MARKETING = questionWords('marketing');
export const RESEARCH = questionWords('research');
export const OPERATIONS = questionWords('operations');
export const PAYROLL = questionWords('payroll');
export const HIRING = questionWords('hiring');
export const PAUSE = questionWords('pause');
export const LAYOFF = questionWords('layoff');
export const PAY = questionWords('pay');
export const SUPPLIER = questionWords('supplier');
export const SWITCH = questionWords('switch');
export const PRICE = LEVERS.price.words;
export const PRICE_UP = LEVERS.price.up;
export const PRICE_DOWN = LEVERS.price.down;
export const MORE = QUESTIONS.more;
export const LESS = QUESTIONS.less;
export const FACTORS: Record<string, number> = QUESTIONS.factors;
export const TEAM = QUESTIONS.team;
export const EVERYONE = QUESTIONS.everyone;
export const SPEND = QUESTIONS.spend;
export const AFFORD = QUESTIONS.afford;
/** Nouns of people a hire or a layoff counts. */
export const PEOPLE = new Set(QUESTIONS.people);
export const YES_NO_OPENERS = new Set(QUESTIONS.yesNoOpeners);
/** The departments each word is about (DEPARTMENT_IDS' slugs). */
export const TOPICS: Array<[DepartmentId, readonly string[]]> = DEPARTMENT_TOPICS;
