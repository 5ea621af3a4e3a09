// The player's provider keys: format rules of SPEC §5, sealed at rest, only
// provider, name and date ever shown; with each, what it cost this month and
// the cap the player set on it.
import { randomUUID } from 'node:crypto';
import type { ApiKeyRecord, KeyUsage, Provider } from '@ai-council/contracts';
import { badRequest, conflict, notFound } from '@ai-council/service-kit';
import { estimateUsd, PRICES_AS_OF } from '../../ai/prices';
import type { KeyUsageDoc } from '../../data-access/documents';
import { monthOf } from '../../data-access/key-usage-repository';
import { findAgent } from '../board/agents';
import type { CouncilContext, Player } from './context';
import { sendMessage } from './communications-out';

const MAX_KEYS_PER_PLAYER = 12;

export async function listApiKeys(ctx: CouncilContext, who: Player): Promise<ApiKeyRecord[]> {
  const month = monthOf(ctx.now());
  const [records, lines] = await Promise.all([
    ctx.apiKeys.list(who.userId),
    ctx.keyUsage.ofMonth(who.userId, month),
  ]);
  return records.map((record) => ({
    ...record,
    usage: usageOf(
      lines.filter((line) => line.keyId === record.id),
      month,
    ),
  }));
}

export async function addApiKey(
  ctx: CouncilContext,
  who: Player,
  input: { provider: Provider; keyName: string; key: string; baseUrl?: string; model?: string },
): Promise<ApiKeyRecord> {
  const existing = await ctx.apiKeys.list(who.userId);
  if (existing.length >= MAX_KEYS_PER_PLAYER) {
    throw conflict(`You can store at most ${MAX_KEYS_PER_PLAYER} API keys. Delete one first.`);
  }
  if (input.provider === 'local') {
    // Checked again before every call: a name may resolve elsewhere later.
    const refusal = await ctx.localHosts.refusal(input.baseUrl ?? '');
    if (refusal) throw badRequest(`Local Model Not Allowed: ${refusal}`);
  }
  const record = await ctx.apiKeys.add({ id: randomUUID(), userId: who.userId, ...input, now: ctx.now() });
  // A security event (the gateway logs sign-ins and limits the same way): whose key, which, never the key.
  ctx.logger.info(
    { securityEvent: 'api-key-added', accountId: who.userId, keyId: record.id, provider: record.provider },
    'API key stored (encrypted)',
  );
  return { ...record, usage: usageOf([], monthOf(ctx.now())) };
}

export async function deleteApiKey(ctx: CouncilContext, who: Player, id: string): Promise<void> {
  if (!(await ctx.apiKeys.remove(who.userId, id))) throw notFound('API key not found.');
  await ctx.keyUsage.removeKey(who.userId, id);
  ctx.logger.info({ securityEvent: 'api-key-deleted', accountId: who.userId, keyId: id }, 'API key deleted');
}

export async function setKeyCap(
  ctx: CouncilContext,
  who: Player,
  id: string,
  monthlyCapUsd: number | null,
): Promise<ApiKeyRecord> {
  const month = monthOf(ctx.now());
  const record = await ctx.apiKeys.setCap(who.userId, id, monthlyCapUsd);
  if (!record) throw notFound('API key not found.');
  ctx.logger.info(
    { securityEvent: 'api-key-cap-set', accountId: who.userId, keyId: id, monthlyCapUsd },
    'API key cap set',
  );
  // Against a new cap the council may say again where the key stands.
  await ctx.keyUsage.resetNotices(who.userId, id, month);
  const lines = (await ctx.keyUsage.ofMonth(who.userId, month)).filter((line) => line.keyId === id);
  return { ...record, usage: usageOf(lines, month) };
}

/** The CFO tells the player about a key's spending, in the council's feed of their current game. */
export async function tellAboutKey(ctx: CouncilContext, userId: string, text: string): Promise<void> {
  const player = await ctx.players.find(userId);
  if (!player) return;
  const cfo = findAgent('cfo')!;
  await sendMessage(ctx, {
    id: randomUUID(),
    userId,
    gameId: player.gameId,
    from: cfo.name,
    to: 'Player',
    message: text,
    type: 'agent_action',
    priority: 'high',
    voice: 'internal',
    agentId: cfo.id,
    at: ctx.now(),
  });
}

/** A month of one key's lines: totals, and one entry per day, priced by the table. */
function usageOf(lines: KeyUsageDoc[], month: string): NonNullable<ApiKeyRecord['usage']> {
  const zero = (): KeyUsage => ({ calls: 0, inputTokens: 0, outputTokens: 0, estimatedUsd: 0 });
  const add = (into: KeyUsage, line: KeyUsageDoc) => {
    into.calls += line.calls;
    into.inputTokens += line.inputTokens;
    into.outputTokens += line.outputTokens;
    into.estimatedUsd += estimateUsd(line.provider, line.model, line.inputTokens, line.outputTokens);
  };
  const total = zero();
  const days = new Map<string, KeyUsage>();
  for (const line of lines) {
    add(total, line);
    if (!days.has(line.day)) days.set(line.day, zero());
    add(days.get(line.day)!, line);
  }
  return {
    ...total,
    month,
    byDay: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, u]) => ({ day, ...u })),
    pricesAsOf: PRICES_AS_OF,
  };
}
