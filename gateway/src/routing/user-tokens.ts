// Every proxied call carries a short-lived token naming the player, addressed to the one service
// that serves the call. A token is signed once and reused while it has over half its minute left.
import { signUserToken, type KeyInput, type TokenPurpose } from '@ai-council/service-kit';
import type { Account } from '../auth/accounts';
import { tokenAudienceOf, type ServiceName } from './service-routes';

/** How long a user token the gateway signs is valid (services refuse it after). */
const USER_TOKEN_SECONDS = 60;
/** Tokens kept for reuse (up to four a player: one per service and the council's projection token); the oldest goes first when full. */
const KEPT_TOKENS = 60_000;

export type UserTokenOf = (account: Account, service: ServiceName, purpose?: TokenPurpose) => string;

export function userTokens(tokenPrivateKey: KeyInput): UserTokenOf {
  const signedTokens = new Map<string, { token: string; claims: string; until: number }>();
  return (account, service, purpose) => {
    const claims = { sub: account._id, gameMode: account.gameMode, firstName: account.firstName };
    const key = JSON.stringify(claims);
    const slot = `${account._id}:${service}:${purpose ?? ''}`;
    const kept = signedTokens.get(slot);
    if (kept && kept.claims === key && kept.until > Date.now()) return kept.token;
    const token = signUserToken(claims, tokenPrivateKey, {
      audience: tokenAudienceOf[service],
      ttlSeconds: USER_TOKEN_SECONDS,
      ...(purpose ? { purpose } : {}),
    });
    if (signedTokens.size >= KEPT_TOKENS) signedTokens.delete(signedTokens.keys().next().value!);
    signedTokens.set(slot, { token, claims: key, until: Date.now() + (USER_TOKEN_SECONDS * 1000) / 2 });
    return token;
  };
}
