// The reader's words, kept as data in packages/reader/lexicon/*.json and checked here once, at load: a file
// that does not match its schema stops the import with zod's list of what is wrong. JSON imports (not fs)
// so tsx, vitest and deploy/bundle.mjs's esbuild all carry the files with the code.
import type { DepartmentId, RubricDimension } from '@ai-council/rules';
import { z } from 'zod';
import aboutFile from '../lexicon/about.json' with { type: 'json' };
import departmentsFile from '../lexicon/departments.json' with { type: 'json' };
import harmFile from '../lexicon/harm.json' with { type: 'json' };
import leversFile from '../lexicon/levers.json' with { type: 'json' };
import needsFile from '../lexicon/needs.json' with { type: 'json' };
import questionsFile from '../lexicon/questions.json' with { type: 'json' };

/** A list of phrases, matched by lemma: lower case, no blank entry, no phrase twice. */
export const phraseList = z
  .array(
    z
      .string()
      .min(1)
      .regex(/^[^A-Z]*$/, 'lower case: phrases are matched by lemma'),
  )
  .refine((words) => new Set(words).size === words.length, 'a phrase written twice in one list');

/** A lever's words: those every stage reads, and those only the plan reader or the question reader reads. */
const leverWords = z.strictObject({
  words: phraseList,
  inPlans: phraseList.optional(),
  inQuestions: phraseList.optional(),
});

export const leversSchema = z.strictObject({
  hiring: leverWords,
  pause: leverWords,
  layoff: leverWords,
  marketing: leverWords,
  research: leverWords,
  operations: leverWords,
  payroll: leverWords,
  pay: leverWords,
  supplier: leverWords,
  switch: leverWords,
  price: z.strictObject({
    words: phraseList,
    /** The directions a question asks a price to move in. */
    up: phraseList,
    down: phraseList,
    /** Our own price moves said as a step ("raise prices 5%"). */
    ourMoveUp: phraseList,
    ourMoveDown: phraseList,
    /** Whose prices a clause is about when they are not ours. */
    someoneElses: phraseList,
  }),
});

/** Every department, in the order a question's ties are broken (the first named wins). */
const DEPARTMENT_ORDER = [
  'finance',
  'human-resources',
  'technology',
  'marketing',
  'operations',
  'legal-compliance',
  'sales',
  'product',
  'security',
  'strategy',
  'executive',
] as const satisfies readonly DepartmentId[];
/** Every need of a rubric, in the order the decision points list them. */
const NEED_ORDER = [
  'containment',
  'communication',
  'costControl',
  'people',
  'compliance',
  'investigation',
  'customers',
  'timeline',
  'growth',
] as const satisfies readonly RubricDimension[];
// A department or a need added to packages/rules fails here until its words are written.
const everyDepartment: Exclude<DepartmentId, (typeof DEPARTMENT_ORDER)[number]> extends never ? true : never =
  true;
const everyNeed: Exclude<RubricDimension, (typeof NEED_ORDER)[number]> extends never ? true : never = true;
void everyDepartment;
void everyNeed;

/** A fixed set of keys, each with the same schema, in the order given (zod keeps a shape's order). */
const keyed = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>);

const departmentWords = z.union([
  z.strictObject({ names: phraseList, topics: phraseList }),
  /** A department whose topics are a lever's words (marketing), not written a second time. */
  z.strictObject({ names: phraseList, topicsAreLever: z.enum(['marketing']) }),
]);

export const departmentsSchema = keyed(DEPARTMENT_ORDER, departmentWords);

/** The phrases that show a decision takes care of a need, by lemma (inflections match). */
export const needsSchema = keyed(NEED_ORDER, phraseList);

/** The words that show a decision is about a kind of scenario, by kind. */
export const aboutSchema = z.record(z.string().min(1), phraseList);

export const HARM_KINDS = [
  'conceal',
  'destroy',
  'punish',
  'gamble',
  'neglect',
  'deceive',
  'unsafe',
  'misuse',
] as const;
export const harmSchema = z.strictObject({
  phrases: keyed(HARM_KINDS, phraseList),
  labels: keyed(HARM_KINDS, z.string().min(1)),
  /** Telling that a plan rules out ("we won't tell customers") withholds news. */
  telling: phraseList,
});

export const questionsSchema = z.strictObject({
  more: phraseList,
  less: phraseList,
  /** "double the budget": the factor a word multiplies by. */
  factors: z.record(z.string().min(1), z.number().positive()),
  team: phraseList,
  everyone: phraseList,
  spend: phraseList,
  afford: phraseList,
  /** Nouns of people a hire or a layoff counts. */
  people: phraseList,
  yesNoOpeners: phraseList,
});

export const LEXICON_SCHEMAS = {
  'about.json': aboutSchema,
  'departments.json': departmentsSchema,
  'harm.json': harmSchema,
  'levers.json': leversSchema,
  'needs.json': needsSchema,
  'questions.json': questionsSchema,
} as const;

export const LEVERS = leversSchema.parse(leversFile);
export const DEPARTMENTS = departmentsSchema.parse(departmentsFile);
export const NEEDS: Record<RubricDimension, readonly string[]> = needsSchema.parse(needsFile);
export const ABOUT: Record<string, readonly string[]> = aboutSchema.parse(aboutFile);
export const HARM = harmSchema.parse(harmFile);
export const QUESTIONS = questionsSchema.parse(questionsFile);

type LeverName = Exclude<keyof typeof LEVERS, 'price'>;

/** A lever's words as the plan reader reads them. */
export const planWords = (lever: LeverName): readonly string[] => [
  ...LEVERS[lever].words,
  ...(LEVERS[lever].inPlans ?? []),
];

/** A lever's words as the question reader reads them. */
export const questionWords = (lever: LeverName): readonly string[] => [
  ...LEVERS[lever].words,
  ...(LEVERS[lever].inQuestions ?? []),
];

/** The words naming a department or its chief ("finance", "the CFO"). */
export const departmentNames = (id: DepartmentId): readonly string[] => DEPARTMENTS[id].names;

/** The departments a question's words are about, in the file's order. */
export const DEPARTMENT_TOPICS: Array<[DepartmentId, readonly string[]]> = DEPARTMENT_ORDER.map((id) => {
  const d = DEPARTMENTS[id];
  return [id, 'topics' in d ? d.topics : questionWords(d.topicsAreLever)];
});
