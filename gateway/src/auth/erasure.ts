// Erasing a player from every service: a command to each owner, over each
// service's DELETE /internal/player-data, with a token issued for the erasure
// alone (a service refuses the player's ordinary token). Two reasons exist, and
// the token says which: an expired guest (refused by a service for a registered
// account), or an account its owner is deleting. Anything else is never erased.
import { playerDataErasedSchema, playerDataPath, type PlayerDataErased } from '@ai-council/contracts';
import {
  signUserToken,
  userTokenHeader,
  type KeyInput,
  type Logger,
  type TokenPurpose,
} from '@ai-council/service-kit';
import { tokenAudienceOf, type ServiceName } from '../routing/service-routes';
import type { Account } from './accounts';

export interface ErasureDeps {
  /** Each service's base URL (svc-game, svc-council, svc-analytics). */
  services: Record<ServiceName, string>;
  /** Signs the erasure tokens (one per service, issued for the erasure alone). */
  tokenPrivateKey: KeyInput;
  logger: Logger;
}

/** Why this account may be erased, or null: a registered account only when its owner deletes it. */
function erasurePurposeOf(account: Account): TokenPurpose | null {
  if (account.deletionRequestedAt) return 'erase-deleted-account';
  if (account.guest) return 'erase-expired-guest';
  return null;
}

/** Erases the player everywhere; the documents erased, or null when a service did not confirm (retry later). */
export function createErasure(deps: ErasureDeps) {
  return async function eraseEverywhere(account: Account): Promise<number | null> {
    const purpose = erasurePurposeOf(account);
    if (!purpose) {
      deps.logger.error(
        { account: account._id },
        'a registered account is erased only when its owner deletes it',
      );
      return null;
    }
    const answers = await Promise.all(
      (Object.entries(deps.services) as Array<[ServiceName, string]>).map(
        async ([service, url]): Promise<PlayerDataErased | null> => {
          try {
            const token = signUserToken(
              {
                sub: account._id,
                gameMode: account.gameMode,
                firstName: account.firstName,
                guest: account.guest,
              },
              deps.tokenPrivateKey,
              { audience: tokenAudienceOf[service], purpose },
            );
            const res = await fetch(`${url}${playerDataPath}`, {
              method: 'DELETE',
              headers: { [userTokenHeader]: token },
              signal: AbortSignal.timeout(30_000),
            });
            const body: unknown = await res.json().catch(() => null);
            if (!res.ok) throw new Error(`${service} answered ${res.status}`);
            return playerDataErasedSchema.parse(body);
          } catch (error) {
            deps.logger.warn(
              { err: error, service, purpose },
              'a player was not erased yet; the next sweep retries',
            );
            return null;
          }
        },
      ),
    );
    if (answers.some((a) => a === null)) return null;
    return answers.reduce((sum, a) => sum + a!.documentsErased, 0);
  };
}
