import { isHttpError } from '@ai-council/contracts';

/** The message the server gave ({ message }, e.g. a 409 for no quorum), when it gave one. */
export function serverMessage(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}
