// `npm run balance -w svc-game [-- --games 1000 --seed-base 1]`: plays the
// balance suite and writes svc-game/reports/balance.md.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBalance } from './balance';
import { renderBalanceReport } from './report';

export { runBalance, playGame } from './balance';
export type { BalanceOptions, BalanceReport, GameSummary, ScoreSpread, StrategyStats } from './balance';

export const BALANCE_REPORT_PATH = fileURLToPath(new URL('../../../reports/balance.md', import.meta.url));

function numberArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

function main(): void {
  const games = numberArg('games', 1000);
  const seedBase = numberArg('seed-base', 1);
  const started = performance.now();
  const report = runBalance({ games, seedBase });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  mkdirSync(dirname(BALANCE_REPORT_PATH), { recursive: true });
  writeFileSync(BALANCE_REPORT_PATH, renderBalanceReport(report));
  for (const stats of Object.values(report.strategies)) {
    console.log(
      `${stats.strategy.padEnd(26)} victory ${(stats.victory * 100).toFixed(1)}%  bankruptcy ${(stats.bankruptcy * 100).toFixed(1)}%  median score ${stats.score.median}`,
    );
  }
  console.log(
    `${games * Object.keys(report.strategies).length} games in ${seconds} s → ${BALANCE_REPORT_PATH}`,
  );
}

// Run only as a command, not when a test imports runBalance from here.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
