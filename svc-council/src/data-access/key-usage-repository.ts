// What each stored key has spent: the tokens its calls reported, by day and
// model, and the month's spend a cap is checked against (see KeySpendDoc).
import type { Collection } from '@ai-council/service-kit';
import type { KeySpendDoc, KeyUsageDoc } from './documents';

export const monthOf = (at: Date) => at.toISOString().slice(0, 7);
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const spendId = (keyId: string, month: string) => `${keyId}|${month}`;

export interface ReportedUsage {
  userId: string;
  keyId: string;
  provider: KeyUsageDoc['provider'];
  model: string;
  inputTokens: number;
  outputTokens: number;
  at: Date;
}

export function keyUsageRepository(usage: Collection<KeyUsageDoc>, spend: Collection<KeySpendDoc>) {
  return {
    ...callsOf(usage),
    ...monthlySpendOf(spend),
    async removeKey(userId: string, keyId: string): Promise<void> {
      await usage.delete({ userId, keyId }, { multi: true });
      await spend.delete({ userId, keyId }, { multi: true });
    },
  };
}

/** The tokens each key's calls reported, by day and model. */
function callsOf(usage: Collection<KeyUsageDoc>) {
  return {
    /** Adds one call's reported tokens to its key's day. */
    async record(u: ReportedUsage): Promise<void> {
      const day = dayOf(u.at);
      await usage.update(
        { _id: `${u.keyId}|${day}|${u.provider}|${u.model}` },
        {
          $set: {
            userId: u.userId,
            keyId: u.keyId,
            provider: u.provider,
            model: u.model,
            day,
            month: monthOf(u.at),
          },
          $inc: { calls: 1, inputTokens: u.inputTokens, outputTokens: u.outputTokens },
        },
        { upsert: true },
      );
    },

    /** Every day-and-model line of a player's keys in a month. */
    ofMonth(userId: string, month: string): Promise<KeyUsageDoc[]> {
      return usage.find({ userId, month }, { sort: { day: 1 } });
    },
  };
}

/** Each key's spend in a month, the cap checked against it, and the once-a-month notices. */
function monthlySpendOf(spend: Collection<KeySpendDoc>) {
  const ensureSpend = (userId: string, keyId: string, month: string) =>
    spend.update(
      { _id: spendId(keyId, month) },
      { $set: { userId, keyId, month }, $inc: { committedUsd: 0 } },
      { upsert: true },
    );
  const committed = async (userId: string, keyId: string, month: string): Promise<number> => {
    const doc = await spend.findOne({ _id: spendId(keyId, month), userId });
    return doc?.committedUsd ?? 0;
  };

  return {
    /** The month's committed spend of a key (reservations under way included). */
    committed,

    /**
     * Reserves `ceilingUsd` for a call when the month's committed spend is
     * still under `capUsd` (any amount without a cap). One atomic update, so
     * of calls racing at the cap's edge only those that find room go ahead.
     */
    async reserve(
      userId: string,
      keyId: string,
      month: string,
      ceilingUsd: number,
      capUsd: number | null,
    ): Promise<boolean> {
      await ensureSpend(userId, keyId, month);
      const filter =
        capUsd === null
          ? { _id: spendId(keyId, month) }
          : { _id: spendId(keyId, month), committedUsd: { $lt: capUsd } };
      return (await spend.update(filter, { $inc: { committedUsd: ceilingUsd } })) > 0;
    },

    /** Replaces a call's reservation by what it cost; returns the month's committed spend after it. */
    async settle(
      userId: string,
      keyId: string,
      month: string,
      reservedUsd: number,
      costUsd: number,
    ): Promise<number> {
      await spend.update({ _id: spendId(keyId, month) }, { $inc: { committedUsd: costUsd - reservedUsd } });
      return committed(userId, keyId, month);
    },

    /** Marks a once-a-month notice as given; true for the one caller that marked it. */
    async claimNotice(
      keyId: string,
      month: string,
      notice: 'warnedNearCap' | 'warnedAtCap',
    ): Promise<boolean> {
      return (
        (await spend.update(
          { _id: spendId(keyId, month), [notice]: { $ne: true } },
          { $set: { [notice]: true } },
        )) > 0
      );
    },

    /** A new cap: the council may say again where the key stands against it. */
    async resetNotices(userId: string, keyId: string, month: string): Promise<void> {
      await ensureSpend(userId, keyId, month);
      await spend.update(
        { _id: spendId(keyId, month) },
        { $set: { warnedNearCap: false, warnedAtCap: false } },
      );
    },
  };
}

export type KeyUsageRepository = ReturnType<typeof keyUsageRepository>;
