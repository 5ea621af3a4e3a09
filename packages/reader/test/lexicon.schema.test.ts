// The reader's lexicon (packages/reader/lexicon/*.json): each file passes its schema, and the lists that must
// not share words do not (a lever's or a department's words written once; up and down, more and less apart).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEXICON_SCHEMAS, leversSchema, departmentsSchema } from '../src/lexicon';

const folder = join(dirname(fileURLToPath(import.meta.url)), '../lexicon');
const load = (file: string): unknown => JSON.parse(readFileSync(join(folder, file), 'utf8'));

/** The words two lists share. */
const shared = (a: readonly string[], b: readonly string[]) => a.filter((w) => b.includes(w));
/** Every pair of a record's lists that share words, as "a/b: words". */
function overlaps(lists: Record<string, readonly string[]>): string[] {
  const names = Object.keys(lists);
  return names.flatMap((a, i) =>
    names.slice(i + 1).flatMap((b) => {
      const both = shared(lists[a]!, lists[b]!);
      return both.length > 0 ? [`${a}/${b}: ${both.join(', ')}`] : [];
    }),
  );
}

const levers = leversSchema.parse(load('levers.json'));
const departments = departmentsSchema.parse(load('departments.json'));
const harm = LEXICON_SCHEMAS['harm.json'].parse(load('harm.json'));
const questions = LEXICON_SCHEMAS['questions.json'].parse(load('questions.json'));

describe('the lexicon files', () => {
  it('when each file in lexicon/ is read, then it has a schema and passes it', () => {
    const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(Object.keys(LEXICON_SCHEMAS).sort());
    for (const file of files) {
      const result = LEXICON_SCHEMAS[file as keyof typeof LEXICON_SCHEMAS].safeParse(load(file));
      expect(result.error?.issues ?? [], file).toEqual([]);
    }
  });

  it('when a list repeats a word, leaves out a department or misspells a key, then the schema refuses it', () => {
    const hiring = { ...levers.hiring, words: [...levers.hiring.words, 'hire'] };
    expect(leversSchema.safeParse({ ...levers, hiring }).success).toBe(false);
    expect(leversSchema.safeParse({ ...levers, hiring: { ...levers.hiring, inPlan: ['x'] } }).success).toBe(
      false,
    );
    const { finance: _left, ...withoutFinance } = departments;
    expect(departmentsSchema.safeParse(withoutFinance).success).toBe(false);
    expect(
      departmentsSchema.safeParse({ ...departments, finance: { names: ['Finance'], topics: [] } }).success,
    ).toBe(false);
  });
});

describe('each word list once', () => {
  it("when a lever's words are split by the stage that reads them, then no word is written twice for it", () => {
    const twice = Object.entries(levers).flatMap(([name, lever]) =>
      'inPlans' in lever || 'inQuestions' in lever
        ? overlaps({
            words: lever.words,
            inPlans: lever.inPlans ?? [],
            inQuestions: lever.inQuestions ?? [],
          }).map((o) => `${name} ${o}`)
        : [],
    );
    expect(twice).toEqual([]);
  });

  it('when the levers are compared, then only the vendor is shared (an operations cost and a supplier to switch)', () => {
    const { price: _price, ...rest } = levers;
    const all = Object.fromEntries(
      Object.entries(rest).map(([name, l]) => [
        name,
        [...l.words, ...(l.inPlans ?? []), ...(l.inQuestions ?? [])],
      ]),
    );
    expect(overlaps(all)).toEqual(['operations/supplier: vendor']);
  });

  it('when departments are compared, then no name or topic belongs to two of them', () => {
    const entries = Object.entries(departments);
    expect(overlaps(Object.fromEntries(entries.map(([id, d]) => [id, d.names])))).toEqual([]);
    expect(
      overlaps(Object.fromEntries(entries.map(([id, d]) => [id, 'topics' in d ? d.topics : []]))),
    ).toEqual([]);
  });

  it('when directions and harms are compared, then up and down, more and less, and the kinds of harm stay apart', () => {
    expect(shared(levers.price.up, levers.price.down)).toEqual([]);
    expect(shared(levers.price.ourMoveUp, levers.price.ourMoveDown)).toEqual([]);
    expect(shared(questions.more, questions.less)).toEqual([]);
    expect(overlaps(harm.phrases)).toEqual([]);
  });
});
