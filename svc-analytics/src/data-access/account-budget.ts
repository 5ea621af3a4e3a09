// What each account's browser has had stored today (UTC), in bytes: one small
// document per account, so the budget is checked by id, not by summing events.
import type { Doc, DocumentStore } from '@ai-council/service-kit';
import { accountBudgetsCollection } from './collections';

type AccountBudgetDoc = Doc & { userId: string; day: string; bytes: number };

export interface AccountBudget {
  /** Bytes stored for the account's browser on `day`. */
  spent(userId: string, day: string): Promise<number>;
  charge(userId: string, day: string, bytes: number): Promise<void>;
}

export function createAccountBudget(store: DocumentStore): AccountBudget {
  const budgets = store.collection<AccountBudgetDoc>(accountBudgetsCollection);
  return {
    async spent(userId, day) {
      const doc = await budgets.findOne({ _id: userId });
      return doc && doc.day === day ? doc.bytes : 0;
    },
    async charge(userId, day, bytes) {
      if ((await budgets.update({ _id: userId, day }, { $inc: { bytes } })) > 0) return;
      await budgets.update({ _id: userId }, { $set: { userId, day, bytes } }, { upsert: true });
    },
  };
}
