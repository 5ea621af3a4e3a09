// The one call that is not the player's: the gateway erasing an expired
// guest's data from each service. It is internal (services serve it outside
// /api, so the gateway never proxies it to a browser) and carries the player's
// own signed user token, like every call the gateway makes for a player.
import { z } from 'zod';

export const playerDataPath = '/internal/player-data';

/** What a service answers to `DELETE /internal/player-data`: it is idempotent, so a repeat erases 0. */
export const playerDataErasedSchema = z.object({
  documentsErased: z.number().int().nonnegative(),
});
export type PlayerDataErased = z.infer<typeof playerDataErasedSchema>;
