import { z } from 'zod';
import { brokerWithSharedStore, loadConfig, serviceEnv } from '@ai-council/service-kit';

export const gameEnvSchema = z
  .object({
    ...serviceEnv,
    PORT: z.coerce.number().int().min(0).max(65_535).default(4001),
  })
  .superRefine(brokerWithSharedStore);
export type GameConfig = z.infer<typeof gameEnvSchema>;

export const loadGameConfig = (env?: Record<string, string | undefined>) =>
  loadConfig('svc-game', gameEnvSchema, env);
