// Local fake HTTP servers that speak each provider's API, so the SDK adapters
// are tested end to end without the internet.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'success' | 'prose' | 'wrong-shape' | 'unauthorized' | 'slow';
export type ProviderName = 'openai' | 'anthropic' | 'google';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeProvider {
  provider: ProviderName;
  /** The base URL to give the SDK. */
  baseUrl: string;
  mode: FakeMode;
  /** The JSON object a successful answer carries. */
  answer: Record<string, unknown>;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function modelText(fake: FakeProvider): string {
  switch (fake.mode) {
    case 'prose':
      return 'I think we should be careful with money.';
    case 'wrong-shape':
      return JSON.stringify({ unexpected: true });
    default:
      return JSON.stringify(fake.answer);
  }
}

function successBody(fake: FakeProvider): unknown {
  const text = modelText(fake);
  switch (fake.provider) {
    case 'openai':
      return {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1_900_000_000,
        model: 'gpt-4o-mini',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      };
    case 'anthropic':
      return {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: 'claude-3-5-haiku-latest',
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 10 },
      };
    case 'google':
      return {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
        modelVersion: 'gemini-2.0-flash',
      };
  }
}

function unauthorizedBody(provider: ProviderName): unknown {
  switch (provider) {
    case 'openai':
      return {
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      };
    case 'anthropic':
      return { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } };
    case 'google':
      return { error: { code: 401, message: 'API key not valid.', status: 'UNAUTHENTICATED' } };
  }
}

const paths: Record<ProviderName, RegExp> = {
  openai: /^\/v1\/chat\/completions$/,
  anthropic: /^\/v1\/messages$/,
  google: /^\/v1beta\/models\/[^/:]+:generateContent$/,
};

export async function startFakeProvider(
  provider: ProviderName,
  mode: FakeMode = 'success',
): Promise<FakeProvider> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeProvider = {
    provider,
    baseUrl: '',
    mode,
    answer: { text: 'Fake model answer.' },
    requests: [],
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      fake.requests.push({
        path,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!paths[provider].test(path)) return reply(404, { error: { message: `no route ${path}` } });
      if (fake.mode === 'unauthorized') return reply(401, unauthorizedBody(provider));
      if (fake.mode === 'slow') {
        const timer = setTimeout(() => reply(200, successBody(fake)), 8_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      reply(200, successBody(fake));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${port}`;
  fake.baseUrl = provider === 'openai' ? `${root}/v1` : root;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return fake;
}

/** The API key a request carried, whichever header the provider uses. */
export function keyOf(request: RecordedRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string') return auth.replace(/^Bearer /, '');
  const header = request.headers['x-api-key'] ?? request.headers['x-goog-api-key'];
  return typeof header === 'string' ? header : undefined;
}
