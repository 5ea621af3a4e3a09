// Drivers are the company's 0-100 health numbers behind each department
// (GAME.md "Company state"). techDebt is the one where lower is better;
// liquidity is derived from cash and no action moves it directly.

export const DRIVER_NAMES = [
  'brand',
  'productQuality',
  'techDebt',
  'morale',
  'efficiency',
  'compliance',
  'security',
  'pipeline',
  'liquidity',
  'strategyFocus',
] as const;

export type DriverName = (typeof DRIVER_NAMES)[number];
export type Drivers = Record<DriverName, number>;
export type DriverEffects = Partial<Record<DriverName, number>>;

/** Drivers a player's action can move; liquidity always follows cash. */
export const EFFECT_DRIVER_NAMES: readonly DriverName[] = DRIVER_NAMES.filter((name) => name !== 'liquidity');

export const DRIVER_LABELS: Record<DriverName, string> = {
  brand: 'brand',
  productQuality: 'product quality',
  techDebt: 'tech debt',
  morale: 'morale',
  efficiency: 'efficiency',
  compliance: 'compliance',
  security: 'security',
  pipeline: 'pipeline',
  liquidity: 'liquidity',
  strategyFocus: 'strategic focus',
};

export function isDriverName(name: string): name is DriverName {
  return (DRIVER_NAMES as readonly string[]).includes(name);
}

/** How healthy a driver is, 0 (bad) to 100 (good): techDebt counts upside down. */
export function driverHealth(name: DriverName, value: number): number {
  return name === 'techDebt' ? 100 - value : value;
}
