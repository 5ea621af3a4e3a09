import { apiKeyMessages, providerNames, type Provider } from '@ai-council/contracts';

export interface ProviderInfo {
  id: Provider;
  /** A local model: a server address and a model name instead of a key of a known format. */
  local?: boolean;
  name: string;
  models: string;
  /** What a valid key looks like, in the player's words (the rules are SPEC §5's, in contracts). */
  keyFormat: string;
  keyPlaceholder: string;
  /** SPEC §9: cost notes are per 1K tokens; the figures themselves are not shown. */
  costNote: string;
  consoleUrl: string;
}

export const providers: ProviderInfo[] = [
  {
    id: 'openai',
    name: providerNames.openai,
    models: 'GPT models for sharp, structured analysis.',
    keyFormat: 'Starts with sk-proj- (or a classic sk- secret key).',
    keyPlaceholder: 'sk-proj-…',
    costNote: `Billed by ${providerNames.openai} per 1K tokens, at your account's rates.`,
    consoleUrl: 'https://platform.openai.com/api-keys',
  },
  {
    id: 'anthropic',
    name: providerNames.anthropic,
    models: 'Claude models for careful, nuanced reasoning.',
    keyFormat: 'Starts with sk-ant-api03- followed by 95 characters.',
    keyPlaceholder: 'sk-ant-api03-…',
    costNote: `Billed by ${providerNames.anthropic} per 1K tokens, at your account's rates.`,
    consoleUrl: 'https://console.anthropic.com/settings/keys',
  },
  {
    id: 'google',
    name: providerNames.google,
    models: 'Gemini models for fast, broad market insight.',
    keyFormat: '39 characters: letters, digits, underscores and hyphens.',
    keyPlaceholder: 'AIza…',
    costNote: `Billed by ${providerNames.google} per 1K tokens, at your account's rates.`,
    consoleUrl: 'https://aistudio.google.com/app/apikey',
  },
  {
    id: 'local',
    local: true,
    name: providerNames.local,
    models:
      'A model you run yourself (Ollama, LM Studio, vLLM) speaks for every agent without a key of its own.',
    keyFormat: 'A server address and a model name; a key only if your server asks for one.',
    keyPlaceholder: 'Optional',
    costNote:
      'Runs on your own machine: no provider bills you for it. The game server must be allowed to reach it.',
    consoleUrl: 'https://github.com/ollama/ollama/blob/main/docs/openai.md',
  },
];

export interface KeyProblem {
  title: string;
  text: string;
}

/**
 * Splits a SPEC §5 message from apiKeyProblem into the bold title and the text
 * the dialog shows; together they read word for word as SPEC §5 and §8 say.
 */
export function describeKeyProblem(message: string): KeyProblem {
  if (message === apiKeyMessages.missing) return { title: 'Missing Information', text: message };
  if (message === apiKeyMessages.tooShort) return { title: 'Invalid API Key', text: message };
  const separator = message.indexOf(': ');
  if (separator > 0) return { title: message.slice(0, separator), text: message.slice(separator + 2) };
  return { title: 'Invalid API Key', text: message };
}
