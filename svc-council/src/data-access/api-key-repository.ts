// Stored provider keys: only the sealed (AES-256-GCM) form is ever written;
// the plain key exists only in memory, for the one call that needs it.
import type { ApiKeyRecord, Provider } from '@ai-council/contracts';
import type { Collection } from '@ai-council/service-kit';
import { open, seal, type KeyRing } from '../domain/api-keys/crypto';
import type { ApiKeyDoc } from './documents';

/** Binds a ciphertext to its owner and record. */
const associatedData = (userId: string, id: string, provider: Provider) => `${userId}:${id}:${provider}`;

/** What the player's list and an opened key both say of a key: all but its date and the key itself. */
function describedBy(doc: ApiKeyDoc) {
  return {
    id: doc._id,
    provider: doc.provider,
    keyName: doc.keyName,
    ...(doc.baseUrl ? { baseUrl: doc.baseUrl } : {}),
    ...(doc.model ? { model: doc.model } : {}),
    monthlyCapUsd: doc.monthlyCapUsd ?? null,
  };
}

const recordOf = (doc: ApiKeyDoc): ApiKeyRecord => ({ ...describedBy(doc), createdAt: doc.createdAt });

/** A key opened for a call: what to call, with what, and the cap it is held to. */
export interface OpenedKey {
  id: string;
  provider: Provider;
  keyName: string;
  key: string;
  baseUrl?: string;
  model?: string;
  monthlyCapUsd: number | null;
}

export function apiKeyRepository(apiKeys: Collection<ApiKeyDoc>, encryptionKeys: KeyRing) {
  return {
    async list(userId: string): Promise<ApiKeyRecord[]> {
      const docs = await apiKeys.find({ userId }, { sort: { createdAt: -1 } });
      return docs.map(recordOf);
    },

    async add(input: {
      id: string;
      userId: string;
      provider: Provider;
      keyName: string;
      key: string;
      baseUrl?: string;
      model?: string;
      now: Date;
    }) {
      const doc: ApiKeyDoc = {
        _id: input.id,
        userId: input.userId,
        provider: input.provider,
        keyName: input.keyName,
        createdAt: input.now.toISOString(),
        sealed: seal(input.key, encryptionKeys, associatedData(input.userId, input.id, input.provider)),
        ...(input.baseUrl ? { baseUrl: input.baseUrl } : {}),
        ...(input.model ? { model: input.model } : {}),
        monthlyCapUsd: null,
      };
      await apiKeys.insert(doc);
      return recordOf(doc);
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return (await apiKeys.delete({ _id: id, userId })) > 0;
    },

    /** Sets or clears a key's monthly cap; the record after it, or null when the player has no such key. */
    async setCap(userId: string, id: string, monthlyCapUsd: number | null): Promise<ApiKeyRecord | null> {
      if (!(await apiKeys.update({ _id: id, userId }, { $set: { monthlyCapUsd } }))) return null;
      const doc = await apiKeys.findOne({ _id: id, userId });
      return doc ? recordOf(doc) : null;
    },

    async providers(userId: string): Promise<Set<Provider>> {
      const docs = await apiKeys.find({ userId });
      return new Set(docs.map((d) => d.provider));
    },

    /** The newest key for a provider, opened, or null when the player has none. */
    async keyFor(userId: string, provider: Provider): Promise<OpenedKey | null> {
      const [doc] = await apiKeys.find({ userId, provider }, { sort: { createdAt: -1 }, limit: 1 });
      if (!doc) return null;
      const aad = associatedData(doc.userId, doc._id, doc.provider);
      const opened = open(doc.sealed, encryptionKeys, aad);
      // Sealed under a previous key-encryption key: sealed again under the current one (key rotation).
      if (opened.stale) {
        await apiKeys.update(
          { _id: doc._id, userId },
          { $set: { sealed: seal(opened.plain, encryptionKeys, aad) } },
        );
      }
      return { ...describedBy(doc), key: opened.plain };
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof apiKeyRepository>;
