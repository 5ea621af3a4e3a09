// The player's provider keys: format rules of SPEC §5, sealed at rest, only
// provider, name and date ever shown.
import { randomUUID } from 'node:crypto';
import type { ApiKeyRecord, Provider } from '@ai-council/contracts';
import { conflict, notFound } from '@ai-council/service-kit';
import type { CouncilContext, Player } from './context';

const MAX_KEYS_PER_PLAYER = 12;

export function listApiKeys(ctx: CouncilContext, who: Player): Promise<ApiKeyRecord[]> {
  return ctx.apiKeys.list(who.userId);
}

export async function addApiKey(
  ctx: CouncilContext,
  who: Player,
  input: { provider: Provider; keyName: string; key: string },
): Promise<ApiKeyRecord> {
  const existing = await ctx.apiKeys.list(who.userId);
  if (existing.length >= MAX_KEYS_PER_PLAYER) {
    throw conflict(`You can store at most ${MAX_KEYS_PER_PLAYER} API keys. Delete one first.`);
  }
  const record = await ctx.apiKeys.add({ id: randomUUID(), userId: who.userId, ...input, now: ctx.now() });
  ctx.logger.info({ keyId: record.id, provider: record.provider }, 'API key stored (encrypted)');
  return record;
}

export async function deleteApiKey(ctx: CouncilContext, who: Player, id: string): Promise<void> {
  if (!(await ctx.apiKeys.remove(who.userId, id))) throw notFound('API key not found.');
  ctx.logger.info({ keyId: id }, 'API key deleted');
}
