// A company's books as the engine tests set them.
import type { CompanyState } from '../../src/domain';

/** A company with its books changed and net worth kept consistent. */
export function withBooks(
  state: CompanyState,
  books: Partial<Pick<CompanyState, 'cash' | 'assets' | 'liabilities'>>,
) {
  const next = { ...state, ...books };
  return { ...next, netWorth: next.cash + next.assets - next.liabilities };
}
