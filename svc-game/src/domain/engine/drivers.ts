// How the company's drivers move in the engine: effects, drift and liquidity.
// What a driver is (names, health) is a shared rule in packages/rules.

import { DRIVER_NAMES, type DriverEffects, type DriverName, type Drivers, toScore } from '@ai-council/rules';
import { DRIFT } from './tuning';

export function clampDriver(value: number): number {
  return toScore(value);
}

/** Adds effects to drivers (clamped); liquidity is ignored because cash decides it. */
export function applyDriverEffects(drivers: Drivers, effects: DriverEffects): Drivers {
  let next: Drivers | null = null;
  for (const name in effects) {
    const delta = effects[name as DriverName];
    if (!delta || name === 'liquidity' || !(name in drivers)) continue;
    next ??= { ...drivers };
    next[name as DriverName] = clampDriver(next[name as DriverName] + delta);
  }
  return next ?? drivers;
}

export function liquidityFrom(cash: number, quarterlyCosts: number): number {
  if (quarterlyCosts <= 0) return cash > 0 ? 100 : 0;
  return clampDriver((cash / quarterlyCosts / DRIFT.liquidityQuartersForFull) * 100);
}

export interface DriftContext {
  openScenarios: number;
  /** Hiring gap as a fraction of headcount (0.2 = 20 % short of people). */
  overload: number;
  /** Headcount growth this quarter as a fraction. */
  headcountGrowth: number;
  laidOff: boolean;
  cash: number;
  costs: number;
}

// Without investment every department slides towards its neglect level:
// tech debt grows, brand fades, product quality follows tech debt, and morale
// and focus suffer from overload and from problems left open.
export function driftDrivers(drivers: Drivers, context: DriftContext): Drivers {
  const next = { ...drivers };
  // Small gaps hold (round to zero): a department near its resting level stays put.
  const towards = (value: number, level: number) => value + Math.round((level - value) * DRIFT.rate);

  next.brand = towards(drivers.brand, DRIFT.neglect.brand);
  next.techDebt = towards(drivers.techDebt, DRIFT.neglect.techDebt);
  next.productQuality = towards(drivers.productQuality, DRIFT.qualityBase - (drivers.techDebt - 50) / 2);
  const overloadHit =
    context.overload > 0.1 ? Math.round((context.overload * 10 - 1) * DRIFT.overloadMoralePerTenPercent) : 0;
  next.morale =
    towards(drivers.morale, DRIFT.neglect.morale) - overloadHit - (context.laidOff ? DRIFT.layoffMorale : 0);
  next.efficiency =
    towards(drivers.efficiency, DRIFT.neglect.efficiency) -
    Math.round(Math.max(0, context.headcountGrowth * 10 - 1) * DRIFT.growthEfficiencyPerTenPercent);
  next.compliance = towards(drivers.compliance, DRIFT.neglect.compliance);
  next.security = towards(drivers.security, DRIFT.neglect.security);
  // Sales follows how well the brand sells and how motivated the team is.
  next.pipeline = towards(drivers.pipeline, (drivers.brand + drivers.morale) / 2);
  next.strategyFocus = towards(
    drivers.strategyFocus,
    DRIFT.neglect.strategyFocus - context.openScenarios * DRIFT.strategyPerOpenScenario,
  );
  next.liquidity = liquidityFrom(context.cash, context.costs);

  for (const name of DRIVER_NAMES) next[name] = clampDriver(next[name]);
  return next;
}
