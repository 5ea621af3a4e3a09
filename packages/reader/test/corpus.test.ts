// The grader against the calibration corpus: decisions written in many
// voices, labelled by how a seasoned CEO would judge them. The grader was
// tuned on one half; the other half checks it.
import { describe, expect, it } from 'vitest';
import { corpus, gradeLabelled, half, spearman } from './support/corpus';

const graded = corpus.map((decision) => ({ decision, grade: gradeLabelled(decision) }));
const rho = (rows: typeof graded) =>
  spearman(
    rows.map((r) => r.grade.score),
    rows.map((r) => r.decision.label),
  );

describe('the calibration corpus', () => {
  it('holds at least 300 decisions over all 21 scenario kinds, every label in every kind', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(corpus.map((d) => d.kind));
    expect(kinds.size).toBe(21);
    for (const kind of kinds) {
      const labels = new Set(corpus.filter((d) => d.kind === kind).map((d) => d.label));
      expect([...labels].sort(), kind).toEqual([0, 1, 2, 3, 4]);
    }
  });

  it('when graded, the held-back half ranks like its labels (Spearman ≥ 0.85)', () => {
    const check = graded.filter((r) => half(r.decision) === 'check');
    const tune = graded.filter((r) => half(r.decision) === 'tune');
    const bands = [0, 1, 2, 3, 4].map((label) => {
      const scores = graded.filter((r) => r.decision.label === label).map((r) => r.grade.score);
      return `label ${label}: mean ${(scores.reduce((s, x) => s + x, 0) / scores.length).toFixed(1)}, ${Math.min(...scores)}–${Math.max(...scores)}`;
    });
    console.log(
      `corpus: ${corpus.length} decisions; Spearman held-back ${rho(check).toFixed(3)} (n=${check.length}), tuning ${rho(tune).toFixed(3)} (n=${tune.length}), all ${rho(graded).toFixed(3)}\n  ${bands.join('\n  ')}`,
    );
    expect(rho(check)).toBeGreaterThanOrEqual(0.85);
  });

  it('grades every reckless decision Reckless or Weak, and none of the sound or excellent ones Reckless', () => {
    const wrong = graded.filter(
      ({ decision, grade }) =>
        (decision.label === 0 && !['Reckless', 'Weak'].includes(grade.verdict)) ||
        (decision.label >= 3 && grade.verdict === 'Reckless'),
    );
    expect(wrong.map((r) => `${r.decision.id}: ${r.grade.verdict} ${r.grade.score}`)).toEqual([]);
  });

  it('grades every excellent decision at least Sound and every weak one at most Partial', () => {
    const wrong = graded.filter(
      ({ decision, grade }) =>
        (decision.label === 4 && !['Sound', 'Excellent'].includes(grade.verdict)) ||
        (decision.label === 1 && ['Sound', 'Excellent'].includes(grade.verdict)),
    );
    expect(wrong.map((r) => `${r.decision.id}: ${r.grade.verdict} ${r.grade.score}`)).toEqual([]);
  });

  it('gives one consistent account: the parts add up to the score, and no sentence contradicts another', () => {
    for (const { decision, grade } of graded) {
      const { fit, coverage, specificity, penalties } = grade.parts;
      expect(fit + coverage + specificity + penalties, decision.id).toBe(grade.score);
      const text = grade.rationale.join(' ');
      expect(text.includes('names no time') && /a time \(/.test(text), decision.id).toBe(false);
      expect(text.includes('does not address') && text.includes('It speaks to'), decision.id).toBe(false);
    }
  });
});
