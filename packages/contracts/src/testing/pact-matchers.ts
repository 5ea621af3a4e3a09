// The Pact matchers the examples are written with, and the few shapes every
// service's answers share (timestamps, one of a list of words).
import { MatchersV3 } from '@pact-foundation/pact';

export const { like, eachLike, atLeastLike, integer, number, string, boolean, regex } = MatchersV3;

/** An ISO timestamp, any instant. */
export const timestamp = (example = '2030-01-06T09:00:00.000Z') =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.source, example);
export const oneOf = (values: readonly string[], example: string) =>
  regex(`^(${values.join('|')})$`, example);
