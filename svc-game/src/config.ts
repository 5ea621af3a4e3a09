import { loadConfig, serviceEnvSchema } from '@ai-council/service-kit';
import type { z } from 'zod';

export const gameEnvSchema = serviceEnvSchema(4001, {});
export type GameConfig = z.infer<typeof gameEnvSchema>;

export const loadGameConfig = (env?: Record<string, string | undefined>) =>
  loadConfig('svc-game', gameEnvSchema, env);
