import { z } from 'zod';
import { brokerWithSharedStore, loadConfig, serviceEnv } from '@ai-council/service-kit';

export const analyticsConfigSchema = z
  .object({
    ...serviceEnv,
    PORT: z.coerce.number().int().min(0).max(65_535).default(4003),
  })
  .superRefine(brokerWithSharedStore);
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

/** A bad value stops start-up with a list of what is wrong. */
export function loadAnalyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  return loadConfig('svc-analytics', analyticsConfigSchema, env);
}
