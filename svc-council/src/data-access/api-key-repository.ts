// Stored provider keys: only the sealed (AES-256-GCM) form is ever written;
// the plain key exists only in memory, for the one call that needs it.
import type { ApiKeyRecord, Provider } from '@ai-council/contracts';
import type { Collection } from '@ai-council/service-kit';
import { open, seal } from '../domain/crypto';
import type { ApiKeyDoc } from './documents';

/** Binds a ciphertext to its owner and record. */
const associatedData = (userId: string, id: string, provider: Provider) => `${userId}:${id}:${provider}`;

function recordOf(doc: ApiKeyDoc): ApiKeyRecord {
  return { id: doc._id, provider: doc.provider, keyName: doc.keyName, createdAt: doc.createdAt };
}

export function apiKeyRepository(apiKeys: Collection<ApiKeyDoc>, encryptionKey: Buffer) {
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
      now: Date;
    }) {
      const doc: ApiKeyDoc = {
        _id: input.id,
        userId: input.userId,
        provider: input.provider,
        keyName: input.keyName,
        createdAt: input.now.toISOString(),
        sealed: seal(input.key, encryptionKey, associatedData(input.userId, input.id, input.provider)),
      };
      await apiKeys.insert(doc);
      return recordOf(doc);
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return (await apiKeys.delete({ _id: id, userId })) > 0;
    },

    async providers(userId: string): Promise<Set<Provider>> {
      const docs = await apiKeys.find({ userId });
      return new Set(docs.map((d) => d.provider));
    },

    /** The newest key for a provider, decrypted, or null when the player has none. */
    async keyFor(userId: string, provider: Provider): Promise<string | null> {
      const [doc] = await apiKeys.find({ userId, provider }, { sort: { createdAt: -1 }, limit: 1 });
      if (!doc) return null;
      return open(doc.sealed, encryptionKey, associatedData(doc.userId, doc._id, doc.provider));
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof apiKeyRepository>;
