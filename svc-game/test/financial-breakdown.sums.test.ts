// The quarter breakdown of /financial, checked against the real engine: in
// every quarter of 100 seeded headless games, the parts add up to the cent to
// the change in net worth and in cash from the close of the quarter before.
import { quarterBreakdownSchema, type BreakdownPart } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { playGame } from '../src/domain/balance/balance';
import { STRATEGY_NAMES } from '../src/domain/balance/strategies';
import { quarterBreakdowns } from '../src/domain/engine/breakdown';
import { createCompany, type CompanyState } from '../src/domain/engine/company';
import type { FinancialEvent } from '../src/domain/engine/money';

const GAMES = 100;

describe('the quarter breakdown', () => {
  it('when 100 seeded games are played through the engine, then every quarter’s parts add up to its net worth and cash change', () => {
    const partsSeen = new Set<BreakdownPart>();
    let quartersChecked = 0;
    for (let seed = 1; seed <= GAMES; seed += 1) {
      const strategy = STRATEGY_NAMES[seed % STRATEGY_NAMES.length]!;
      const start = createCompany(seed);
      const ledger: FinancialEvent[] = [];
      // The books at each quarter's close, as the engine left them.
      const closes = new Map<number, Pick<CompanyState, 'netWorth' | 'cash'>>([[0, start]]);
      let last: CompanyState = start;
      playGame(
        seed,
        strategy,
        (result) => {
          closes.set(result.quarter, { netWorth: result.state.netWorth, cash: result.state.cash });
          last = result.state;
        },
        (events) => ledger.push(...events),
      );

      const quarters = quarterBreakdowns(last.history, ledger);
      expect(quarters.map((q) => q.quarter)).toEqual(last.history.map((r) => r.quarter));
      for (const q of quarters) {
        const before = closes.get(q.quarter - 1)!;
        const after = closes.get(q.quarter)!;
        const sum = (key: 'netWorth' | 'cash') => q.parts.reduce((total, part) => total + part[key], 0);
        expect({ seed, quarter: q.quarter, netWorth: sum('netWorth'), cash: sum('cash') }).toEqual({
          seed,
          quarter: q.quarter,
          netWorth: after.netWorth - before.netWorth,
          cash: after.cash - before.cash,
        });
        expect(q).toMatchObject({
          openingNetWorth: before.netWorth,
          closingNetWorth: after.netWorth,
          openingCash: before.cash,
          closingCash: after.cash,
        });
        expect(quarterBreakdownSchema.safeParse(q).success).toBe(true);
        for (const part of q.parts) if (part.netWorth !== 0 || part.cash !== 0) partsSeen.add(part.part);
        quartersChecked += 1;
      }
    }
    // The games exercised every kind of money movement, so every part was summed for real.
    expect([...partsSeen].sort()).toEqual(
      ['decisions', 'market', 'oneOffs', 'operations', 'scenarios', 'simulations'].sort(),
    );
    expect(quartersChecked).toBeGreaterThan(GAMES * 5);
  }, 30_000);
});
