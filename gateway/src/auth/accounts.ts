import { randomUUID } from 'node:crypto';
import type { GameMode, User } from '@ai-council/contracts';
import { DuplicateKeyError, type DocumentStore } from '@ai-council/service-kit';

export interface Account {
  _id: string;
  [key: string]: unknown;
  /** Lower-cased; null for guests. */
  username: string | null;
  passwordHash: string | null;
  firstName: string | null;
  gameMode: GameMode | null;
  onboardingCompleted: boolean;
  guest: boolean;
  createdAt: string;
}

export class UsernameTakenError extends Error {}

export function createAccounts(store: DocumentStore) {
  const accounts = store.collection<Account>({
    name: 'accounts',
    indexes: [{ fields: { username: 1 }, unique: true }],
  });

  async function create(fields: Pick<Account, 'username' | 'passwordHash' | 'firstName' | 'guest'>) {
    const account: Account = {
      _id: randomUUID(),
      gameMode: null,
      onboardingCompleted: false,
      createdAt: new Date().toISOString(),
      ...fields,
      // Guests have no username; a unique sparse-free index needs a distinct value.
      username: fields.username ?? `guest:${randomUUID()}`,
    };
    try {
      return await accounts.insert(account);
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new UsernameTakenError();
      throw error;
    }
  }

  return {
    create,
    byId: (id: string) => accounts.findOne({ _id: id }),
    byUsername: (username: string) => accounts.findOne({ username: username.toLowerCase() }),
    async update(id: string, fields: Partial<Pick<Account, 'gameMode' | 'onboardingCompleted'>>) {
      await accounts.update({ _id: id }, { $set: fields });
      return accounts.findOne({ _id: id });
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;

export const publicUser = (account: Account): User => ({
  firstName: account.firstName,
  gameMode: account.gameMode,
  onboardingCompleted: account.onboardingCompleted,
});
