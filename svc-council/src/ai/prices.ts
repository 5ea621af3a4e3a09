// What a provider charges per model, to turn the tokens it reports into an
// estimate the player can check against their bill. List prices in US dollars
// per million tokens, from each provider's public pricing page on the date
// below; a provider's own invoice is what counts.
import type { Provider } from '@ai-council/contracts';

/** The day the prices below were taken from the providers' pricing pages. */
export const PRICES_AS_OF = '2025-01-15';

export interface ModelPrice {
  /** US dollars per million input (prompt) tokens. */
  inputPerMillion: number;
  /** US dollars per million output (completion) tokens. */
  outputPerMillion: number;
}

export const MODEL_PRICES: Record<Exclude<Provider, 'local'>, Record<string, ModelPrice>> = {
  openai: {
    'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
    'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
    'gpt-4-turbo': { inputPerMillion: 10, outputPerMillion: 30 },
    'o1-mini': { inputPerMillion: 3, outputPerMillion: 12 },
    o1: { inputPerMillion: 15, outputPerMillion: 60 },
  },
  anthropic: {
    'claude-3-5-haiku': { inputPerMillion: 0.8, outputPerMillion: 4 },
    'claude-3-5-sonnet': { inputPerMillion: 3, outputPerMillion: 15 },
    'claude-3-haiku': { inputPerMillion: 0.25, outputPerMillion: 1.25 },
    'claude-3-opus': { inputPerMillion: 15, outputPerMillion: 75 },
  },
  google: {
    'gemini-2.0-flash': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
    'gemini-1.5-flash': { inputPerMillion: 0.075, outputPerMillion: 0.3 },
    'gemini-1.5-pro': { inputPerMillion: 1.25, outputPerMillion: 5 },
  },
};

/** A model runs on the player's own machine: no bill to estimate. */
const LOCAL_PRICE: ModelPrice = { inputPerMillion: 0, outputPerMillion: 0 };

/**
 * The price of a model: an exact name, else the longest listed name it starts
 * with ('claude-3-5-haiku-latest', 'gpt-4o-mini-2024-07-18'), else the
 * provider's dearest listed model, so an unknown model is never under-estimated.
 */
export function priceOf(provider: Provider, model: string): ModelPrice {
  if (provider === 'local') return LOCAL_PRICE;
  const table = MODEL_PRICES[provider];
  if (table[model]) return table[model];
  const prefix = Object.keys(table)
    .filter((name) => model.startsWith(name))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix) return table[prefix]!;
  return Object.values(table).reduce((dearest, p) =>
    p.inputPerMillion + p.outputPerMillion > dearest.inputPerMillion + dearest.outputPerMillion ? p : dearest,
  );
}

/** US dollars for a call's tokens at the table's rates. */
export function estimateUsd(
  provider: Provider,
  model: string,
  inputTokens: number,
  outputTokens: number,
): number {
  const price = priceOf(provider, model);
  return (inputTokens * price.inputPerMillion + outputTokens * price.outputPerMillion) / 1_000_000;
}
