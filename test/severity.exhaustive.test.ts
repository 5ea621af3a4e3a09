// A fifth scenario severity must not compile until every place that decides something per severity handles it
// (issue 42). test/support/widened-severities.ts type-checks the real sources of every workspace (each src file
// that spells 'critical': a place handling each severity names all four) in one TypeScript program whose
// compiler host serves packages/rules' company-figures.ts with SEVERITIES widened by 'catastrophic'. The file
// on disk is untouched; every import of the rules, relative or through @ai-council/rules, reaches the served
// text, and through contracts' z.enum(SEVERITIES) so does every urgency, priority and signal severity.
// Each per-severity table is a Record<Severity, ...> (or `satisfies` one), so it reports the missing severity;
// "high or worse" is atLeastSeverity, which ranks a new severity by its place on the list and needs no edit.
// The test fails when a listed place stops reporting (its table typed by string, or a lookup with a default)
// and when a place not listed reports (a new table: add it here, knowingly).
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const probe = join(dirname(fileURLToPath(import.meta.url)), 'support/widened-severities.ts');

/** Every place that must be told what a fifth severity means: file, then the table or declaration reporting. */
const PLACES = [
  'packages/reader/src/analysis/draft.ts#DEADLINE_SHIFT',
  'packages/rules/src/scenarios/stakes.ts#STAKE_SHARE',
  'packages/rules/src/scenarios/stakes.ts#SEVERITY_QUARTERS',
  'svc-game/src/domain/engine/tuning.ts#driverPenalty',
  'svc-game/src/domain/engine/tuning.ts#cashFloor',
  'svc-council/src/domain/board/council-state.ts#scenarioPressure',
  'svc-council/src/domain/board/council-state.ts#severityOrder',
  'svc-council/src/domain/decisions/recommendations.ts#URGENCY_LEAN',
  'svc-council/src/domain/meetings/collective-view.ts#urgencyStep',
  'svc-council/src/domain/meetings/deliberation.ts#urgencyStress',
  'svc-council/src/domain/use-cases/communications-out.ts#PRIORITY_OF_SEVERITY',
  'mf-council/src/features/council-session/components/council-message-item.tsx#priorityBadge',
  'mf-council/src/features/council-session/lib/conversation-climate.ts#urgencyStart',
  'mf-council/src/features/scenarios/lib/scenario-labels.ts#severityVariant',
  'mf-council/src/lib/recommendation-form.ts#URGENCY_LABELS',
  'mf-dashboard/src/features/risk-signals/components/risk-signals-card.tsx#severityBadge',
];

/** The places that fail to compile with the widened severities (the probe runs in a process of its own). */
async function placesReporting(): Promise<Map<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', probe], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: 200_000,
  });
  return new Map(Object.entries(JSON.parse(stdout) as Record<string, string>));
}

describe('a fifth severity', () => {
  it('when SEVERITIES gains one, then every per-severity table fails to compile and nothing else does', async () => {
    const reporting = await placesReporting();
    const silent = PLACES.filter((place) => !reporting.has(place));
    expect(silent, 'places that compile with a severity they do not handle').toEqual([]);
    const unlisted = [...reporting].filter(([place]) => !PLACES.includes(place));
    expect(unlisted, 'places that fail but are not listed (add them to PLACES)').toEqual([]);
    for (const place of PLACES) expect(reporting.get(place), place).toContain('catastrophic');
  }, 240_000);
});
