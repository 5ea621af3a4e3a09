// Money as the game shows it (SPEC §9). Money is held in integer cents
// (SPEC §3) and shown in whole US dollars: $X.XM from a million, $XK from a
// thousand, $N below, with the sign in front of a loss ("-$250K").

export function centsToDollars(cents: number): number {
  return Math.round(cents / 100);
}

/** SPEC §9 on whole dollars. A value that rounds up to the next unit is shown in it: $999,999 is "$1.0M". */
export function formatMoney(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const value = Math.abs(Math.round(dollars));
  if (value >= 999_950) return `${sign}$${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 999.5) {
    const thousands = Math.round(value / 1_000);
    return thousands >= 1_000 ? `${sign}$${(value / 1_000_000).toFixed(1)}M` : `${sign}$${thousands}K`;
  }
  return `${sign}$${value}`;
}

/** SPEC §9 from cents, for the places that hold money as the services do. */
export function formatCents(cents: number): string {
  return formatMoney(centsToDollars(cents));
}

/** Hundredths of a percent (market share, growth) as a percent: 1234 → "12.34%". */
export function formatHundredthsPercent(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}%`;
}

/** US dollars with cents (a player's AI spending: the API Keys page and the CFO's notices), four decimals under a cent. */
export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
