import { centsToDollars, formatMoney } from '@ai-council/rules';

/** Money with its sign spelled out and coloured: green in, red out, grey for nothing. */
export function SignedAmount({ cents }: { cents: number }) {
  const dollars = centsToDollars(cents);
  const tone = dollars > 0 ? 'text-success' : dollars < 0 ? 'text-danger' : 'fin-amount--neutral';
  return (
    <span className={`fin-amount ${tone}`} data-testid="amount">
      {dollars > 0 ? '+' : ''}
      {formatMoney(dollars)}
    </span>
  );
}
