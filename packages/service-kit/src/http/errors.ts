import type { ErrorRequestHandler } from 'express';
import { ZodError, type z } from 'zod';
import type { Logger } from 'pino';
import type { ErrorCode } from '@ai-council/contracts';
import { StoreFullError } from '../store/port';

/** The one error type: a status and a message a person can act on. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A machine-readable reason beside the sentence (contracts' errorCodes). */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** What one player may keep stored is bounded (a flood of writes must not grow the store without end). */
export const quotaReached = (message: string) => new AppError(409, message, 'quota-reached');

/** Turns zod issues into one readable sentence: "field: problem; other: problem". */
export function describeZodError(error: ZodError): string {
  const texts = error.issues.map((issue) => {
    const path = issue.path.join('.');
    // Messages we wrote ourselves are whole sentences; zod's defaults need the field name.
    const custom = /[A-Z].*[.!]$/.test(issue.message);
    return custom || !path ? issue.message : `${path}: ${issue.message}`;
  });
  // Each sentence once, in the order the issues came.
  return [...new Set(texts)].join('; ');
}

/** Validates input with its schema, answering 400 with the field-level message on failure. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}

/** What express.json's errors carry (body-parser's http-errors): 400 for bad JSON, 413 for too large, … */
interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof AppError) {
      res
        .status(error.status)
        .json(error.code ? { message: error.message, code: error.code } : { message: error.message });
      return;
    }
    if (error instanceof StoreFullError) {
      // The operator's problem, not the player's: said plainly, logged once per refusal at warn.
      logger.warn({ path: req.path, method: req.method }, 'a write was refused: the store is full');
      res.status(507).json({ message: error.message });
      return;
    }
    if (error instanceof ZodError) {
      // Input is checked with parseInput (a 400 AppError); a zod failure that gets here is the
      // service's own answer breaking its contract: our fault, logged, never blamed on the caller.
      logger.error(
        { path: req.path, method: req.method, issues: describeZodError(error) },
        'an answer broke its contract',
      );
      res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
      return;
    }
    // Express's router marks a parameter it cannot decode (`%E0%A4%A`, `%zz`) as a URIError with status 400.
    if (error instanceof URIError) {
      res.status(400).json({ message: 'The address has a malformed % escape.' });
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError?.type && parserError.status && parserError.status < 500) {
      const message =
        parserError.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : parserError.type === 'entity.too.large'
            ? `The request body is larger than ${parserError.limit} bytes.`
            : 'The request body could not be read.';
      res.status(parserError.status).json({ message });
      return;
    }
    logger.error({ err: error, path: req.path, method: req.method }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
