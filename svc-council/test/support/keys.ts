// Keys in each provider's format (SPEC §5), made up for tests.
export const validKeys = {
  openai: `sk-${'a1B2'.repeat(5)}T3BlbkFJ${'c3D4'.repeat(5)}`,
  openaiProject: `sk-proj-${'Zx9_'.repeat(10)}`,
  anthropic: `sk-ant-api03-${'k'.repeat(40)}${'Q7-'.repeat(18)}${'p'.repeat(1)}`,
  google: `AIza${'G'.repeat(20)}${'h_-'.repeat(5)}`,
} as const;
