import {
  isDefaultQuarterlyLevers,
  serverMessage,
  type QuarterlyLevers,
  type QuarterlyLeversProjection,
} from '@ai-council/contracts';
import { useQuarterlyLeversProjection } from '@ai-council/queries';
import { useEffect, useState } from 'react';
import { sameLevers } from '../lib/quarterly-levers';

/** The settings are projected this long after the player's last change. */
export const PROJECTION_DELAY_MS = 500;

export interface LeversProjection {
  /** The engine's answer for the settings as they stand, or (dimmed) the last one while the next is asked. */
  projection: QuarterlyLeversProjection | undefined;
  /** A projection is in flight. */
  projecting: boolean;
  /** What is shown is not the answer for the settings as they stand. */
  stale: boolean;
  /** The service's sentence when it refused the settings (the company cannot take them). */
  error: string | null;
  /** Nothing to project: the settings are the defaults, or a field does not read. */
  idle: boolean;
}

/**
 * The engine's projection of the form's settings, asked once the player pauses
 * (PROJECTION_DELAY_MS), never for the defaults nor for a form with a field to fix.
 */
export function useLeversProjection(quarter: number, levers: QuarterlyLevers | null): LeversProjection {
  const [settled, setSettled] = useState<QuarterlyLevers | null>(levers);
  const current = levers !== null && settled !== null && sameLevers(levers, settled);
  useEffect(() => {
    if (levers === null || (settled !== null && sameLevers(levers, settled))) return;
    const timer = setTimeout(() => setSettled(levers), PROJECTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [levers, settled]);

  const wanted = settled !== null && !isDefaultQuarterlyLevers(settled);
  const query = useQuarterlyLeversProjection(quarter, settled ?? (levers as QuarterlyLevers), {
    enabled: wanted,
  });
  const idle = levers === null || isDefaultQuarterlyLevers(levers);
  const error = wanted && query.isError && !query.isFetching ? serverMessage(query.error) : null;
  const projection = idle || !wanted ? undefined : query.data;
  return {
    projection,
    projecting: !idle && (!current || (wanted && query.isFetching)),
    stale: projection !== undefined && (!current || query.isPlaceholderData || query.isFetching),
    error: idle ? null : error,
    idle,
  };
}
