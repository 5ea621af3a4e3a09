import express, { type RequestHandler } from 'express';
import { badRequest } from './errors';

/**
 * How deep a JSON body may nest (objects and arrays counted from the body itself). No call takes more
 * than a few levels; the stores' own checks of `$` and `.` keys stop looking at 20, so a body nesting
 * deeper never reaches a schema or a store.
 */
export const MAX_BODY_DEPTH = 20;

/** Does this value nest more than `limit` objects or arrays deep? Stops looking once it does. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit <= 0) return true;
  return Object.values(value).some((inner) => nestsDeeperThan(inner, limit - 1));
}

/** A JSON body of at most `limit` bytes and MAX_BODY_DEPTH levels: anything else is the caller's 400/413. */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    express.json({ limit }),
    (req, _res, next) => {
      if (nestsDeeperThan(req.body, MAX_BODY_DEPTH)) {
        next(badRequest(`The request body nests deeper than ${MAX_BODY_DEPTH} levels.`));
      } else next();
    },
  ];
}
