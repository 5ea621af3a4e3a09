// What each account has written to the council today (UTC), in bytes: one small
// document per account, whatever game it plays, so the budget survives Play
// Again. A new day starts the count again.
import type { Collection } from '@ai-council/service-kit';
import type { AccountBudgetDoc } from './documents';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export function accountBudgetRepository(budgets: Collection<AccountBudgetDoc>) {
  return {
    /** Bytes the account has written on the day of `at`. */
    async spent(userId: string, at: Date): Promise<number> {
      const doc = await budgets.findOne({ _id: userId });
      return doc && doc.day === dayOf(at) ? doc.bytes : 0;
    },

    /** Adds `bytes` to the account's day (a new day starts from them). */
    async charge(userId: string, at: Date, bytes: number): Promise<void> {
      const day = dayOf(at);
      if ((await budgets.update({ _id: userId, day }, { $inc: { bytes } })) > 0) return;
      await budgets.update({ _id: userId }, { $set: { userId, day, bytes } }, { upsert: true });
    },
  };
}

export type AccountBudgetRepository = ReturnType<typeof accountBudgetRepository>;
