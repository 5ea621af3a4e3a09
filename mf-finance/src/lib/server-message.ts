import { isHttpError } from '@ai-council/contracts';

/**
 * The sentence a service put in its error body (`{ message }`), for a toast the
 * player can act on; anything else falls back to the error's own message.
 */
export function serverMessage(error: unknown): string {
  if (isHttpError(error)) {
    try {
      const body = JSON.parse(error.body) as unknown;
      if (
        typeof body === 'object' &&
        body !== null &&
        'message' in body &&
        typeof body.message === 'string'
      ) {
        return body.message;
      }
    } catch {
      // Not JSON: the body text is already part of the message.
    }
  }
  return error instanceof Error ? error.message : String(error);
}
