// Calibration: grades the corpus and prints the rank correlation and the label bands.
// npm run calibrate -w @ai-council/reader -- [tune|check|all] [label|v]  (v lists the rule violations)
import { corpus, gradeLabelled, half, spearman } from '../test/support/corpus';
const which = process.argv[2] ?? 'tune';
const rows = corpus
  .filter((d) => which === 'all' || half(d) === which)
  .map((d) => ({ d, g: gradeLabelled(d) }));
console.log(
  'rho',
  spearman(
    rows.map((r) => r.g.score),
    rows.map((r) => r.d.label),
  ).toFixed(3),
  'n',
  rows.length,
);
for (const l of [0, 1, 2, 3, 4]) {
  const s = rows.filter((r) => r.d.label === l).map((r) => r.g.score);
  console.log(
    l,
    'mean',
    (s.reduce((a, b) => a + b, 0) / s.length).toFixed(1),
    'min',
    Math.min(...s),
    'max',
    Math.max(...s),
  );
}
const bad = rows.filter(
  ({ d, g }) =>
    (d.label === 0 && !(g.verdict === 'Reckless' || g.verdict === 'Weak')) ||
    (d.label >= 3 && g.verdict === 'Reckless') ||
    (d.label === 4 && !['Sound', 'Excellent'].includes(g.verdict)) ||
    (d.label === 1 && !['Reckless', 'Weak', 'Partial'].includes(g.verdict)),
);
console.log('violations', bad.length);
const show = process.argv[3];
for (const { d, g } of show === 'v' ? bad : show ? rows.filter((r) => String(r.d.label) === show) : [])
  console.log(
    `\n[${d.id} L${d.label} ${g.score} ${g.verdict}] ${d.text.replace(/\n/g, ' / ')}\n   ${g.rationale.join(' ')}`,
  );
