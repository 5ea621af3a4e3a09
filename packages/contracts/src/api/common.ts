import { z } from 'zod';
import { GAME_LENGTH_QUARTERS, SEVERITIES } from '@ai-council/rules';

/** Integer cents: all money crosses the wire in cents (SPEC §3). */
export const cents = z.number().int();
/** Market share in integer hundredths of a percent (SPEC §3). */
export const shareHundredths = z.number().int().min(0).max(10_000);
/** A quarter of the game, 1 to its last (GAME_LENGTH_QUARTERS). */
export const quarterNumber = z.number().int().min(1).max(GAME_LENGTH_QUARTERS);
/** The one scale of how much a thing matters: a scenario's severity, a risk signal's, an urgency, a priority. */
export const severityLevelSchema = z.enum(SEVERITIES);
export const isoDate = z.string().datetime();
export const idParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Codes a client acts on beyond the status: `no-company-yet` means "no company
 * to show yet": svc-game has none until the player's game is started (the web
 * app starts it: POST /api/game/start), and the council has none until
 * game.started reaches it; the view stays loading and asks again. `game-ended`
 * means the game is over and takes no more changes until a new game starts.
 */
export const errorCodes = ['no-company-yet', 'game-ended', 'quota-reached'] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every 4xx/5xx answers with this body (one error type, one handler). */
export const errorBodySchema = z.object({ message: z.string(), code: z.enum(errorCodes).optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Bodies for calls that SPEC §7 lists with no payload: anything goes, nothing is read. */
export const noBody = z.unknown();
