import { loadConfig, serviceEnvSchema } from '@ai-council/service-kit';
import type { z } from 'zod';

export const analyticsConfigSchema = serviceEnvSchema(4003, {});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

/** A bad value stops start-up with a list of what is wrong. */
export function loadAnalyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  return loadConfig('svc-analytics', analyticsConfigSchema, env);
}
