// What the council proposes for each kind of scenario, need by need: the
// concrete steps an experienced chief would name, in the words the reader
// looks for (decision-points.ts), about this scenario's own subject. Each
// step is a verb phrase in its base form ("patch the exposed servers …"), so
// the writer can put any owner and time in front of it. Two tellings each,
// so a kind that comes back is not answered in the same words. The kinds'
// own steps are in analysis-steps-departments.ts and analysis-steps-events.ts.
import { DEPARTMENT_SCENARIO_ADVICE } from './steps-departments';
import { EVENT_SCENARIO_ADVICE } from './steps-events';
import type { KindAdvice, Need } from './kind-advice';

export type { KindAdvice, Need } from './kind-advice';

export const KIND_ADVICE: Record<string, KindAdvice> = {
  ...DEPARTMENT_SCENARIO_ADVICE,
  ...EVENT_SCENARIO_ADVICE,
};

/**
 * A need a kind does not list, or a kind the catalogue does not know: a step
 * on the scenario's subject, in the advisor's department's terms.
 */
export const GENERAL_STEPS: Record<Need, readonly [string, string]> = {
  containment: [
    'put an interim fix in place so the {subject} does no more damage while the rest of the plan lands',
    'stabilise whatever the {subject} touches before we change anything else',
  ],
  communication: [
    'brief the board and the staff on the {subject} and the plan',
    'tell everyone affected by the {subject} what we are doing and when',
  ],
  costControl: [
    'track each cost of the response to the {subject} against the budget and defer anything that can wait',
    'prioritise the spending on the {subject} by payback and review it weekly',
  ],
  people: [
    'give the people working on the {subject} the time and support for it and take other work off them',
    'assign a named owner for the {subject} and make sure the team has the capacity',
  ],
  compliance: [
    'check our legal duties around the {subject} and keep a record of each step',
    'document every decision on the {subject} so we can show a regulator what we did and why',
  ],
  investigation: [
    'review the data behind the {subject} and find out what is driving it',
    'measure how far the {subject} reaches and find its root cause',
  ],
  customers: [
    'contact the customers affected by the {subject} and check their satisfaction',
    'call our key accounts about the {subject} before they hear it elsewhere',
  ],
  growth: [
    'look for the opening the {subject} gives us in our segment and test it with a small pilot',
    'work out how the {subject} changes our position and where we can still grow',
  ],
};
