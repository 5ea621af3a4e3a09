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
  /** When set, the answer to each request, from what it asked (a model that reads the prompt). */
  answerFor?: (request: RecordedRequest) => Record<string, unknown>;
  /** The tokens the provider reports for each call. */
  usage: { inputTokens: number; outputTokens: number };
  /** A streamed answer's pieces are this far apart, in ms (a slow model). */
  streamDelayMs: number;
  /** When the last streamed answer sent its first and last pieces (Date.now()). */
  lastStream?: { firstAt: number; lastAt?: number };
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function modelText(fake: FakeProvider, request: RecordedRequest): string {
  switch (fake.mode) {
    case 'prose':
      return 'I think we should be careful with money.';
    case 'wrong-shape':
      return JSON.stringify({ unexpected: true });
    default:
      return JSON.stringify(fake.answerFor ? fake.answerFor(request) : fake.answer);
  }
}

function successBody(fake: FakeProvider, request: RecordedRequest): unknown {
  const text = modelText(fake, request);
  const { inputTokens, outputTokens } = fake.usage;
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
        usage: {
          prompt_tokens: inputTokens,
          completion_tokens: outputTokens,
          total_tokens: inputTokens + outputTokens,
        },
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
        usage: { input_tokens: inputTokens, output_tokens: outputTokens },
      };
    case 'google':
      return {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: {
          promptTokenCount: inputTokens,
          candidatesTokenCount: outputTokens,
          totalTokenCount: inputTokens + outputTokens,
        },
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
  google: /^\/v1beta\/models\/[^/:]+:(generateContent|streamGenerateContent)$/,
};

/** One server-sent event: its data as JSON, and its event name where the provider names them. */
function sse(body: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(body)}\n\n`;
}

interface Usage {
  inputTokens: number;
  outputTokens: number;
}

function openaiStream(pieces: string[], { inputTokens, outputTokens }: Usage): string[] {
  const chunk = (fields: Record<string, unknown>) =>
    sse({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1_900_000_000,
      model: 'gpt-4o-mini',
      ...fields,
    });
  const choice = (delta: Record<string, unknown>, finish: string | null) =>
    chunk({ choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] });
  return [
    ...pieces.map((piece, i) =>
      choice(i === 0 ? { role: 'assistant', content: piece } : { content: piece }, null),
    ),
    choice({}, 'stop'),
    chunk({
      choices: [],
      usage: {
        prompt_tokens: inputTokens,
        completion_tokens: outputTokens,
        total_tokens: inputTokens + outputTokens,
      },
    }),
    'data: [DONE]\n\n',
  ];
}

function anthropicStream(pieces: string[], { inputTokens, outputTokens }: Usage): string[] {
  // Anthropic names each event, and the name repeats the body's type.
  const event = (body: { type: string } & Record<string, unknown>) => sse(body, body.type);
  const message = {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: 'claude-3-5-haiku-latest',
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { input_tokens: inputTokens, output_tokens: 1 },
  };
  return [
    event({ type: 'message_start', message }),
    event({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
    ...pieces.map((piece) =>
      event({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } }),
    ),
    event({ type: 'content_block_stop', index: 0 }),
    event({
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: outputTokens },
    }),
    event({ type: 'message_stop' }),
  ];
}

function googleStream(pieces: string[], { inputTokens, outputTokens }: Usage): string[] {
  return pieces.map((piece, i) => {
    const last = i === pieces.length - 1;
    const candidatesTokenCount = last ? outputTokens : i + 1;
    return sse({
      candidates: [
        {
          content: { role: 'model', parts: [{ text: piece }] },
          index: 0,
          ...(last ? { finishReason: 'STOP' } : {}),
        },
      ],
      usageMetadata: {
        promptTokenCount: inputTokens,
        candidatesTokenCount,
        totalTokenCount: inputTokens + candidatesTokenCount,
      },
      modelVersion: 'gemini-2.0-flash',
    });
  });
}

const streams: Record<ProviderName, (pieces: string[], usage: Usage) => string[]> = {
  openai: openaiStream,
  anthropic: anthropicStream,
  google: googleStream,
};

/** A streamed answer as the provider's server-sent events, one piece of the text each. */
function streamEvents(fake: FakeProvider, text: string): string[] {
  return streams[fake.provider](text.match(/[\s\S]{1,6}/g) ?? [], fake.usage);
}

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
    usage: { inputTokens: 10, outputTokens: 10 },
    streamDelayMs: 0,
    requests: [],
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const recorded: RecordedRequest = {
        path,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      };
      fake.requests.push(recorded);
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!paths[provider].test(path)) return reply(404, { error: { message: `no route ${path}` } });
      if (fake.mode === 'unauthorized') return reply(401, unauthorizedBody(provider));
      if (fake.mode === 'slow') {
        const timer = setTimeout(() => reply(200, successBody(fake, recorded)), 8_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      const streamed = recorded.body.stream === true || path.endsWith(':streamGenerateContent');
      if (!streamed) return reply(200, successBody(fake, recorded));
      const events = streamEvents(fake, modelText(fake, recorded));
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const progress: NonNullable<FakeProvider['lastStream']> = { firstAt: Date.now() };
      fake.lastStream = progress;
      let next = 0;
      const sendNext = () => {
        if (res.destroyed) return;
        res.write(events[next++]);
        if (next < events.length) setTimeout(sendNext, fake.streamDelayMs);
        else {
          progress.lastAt = Date.now();
          res.end();
        }
      };
      sendNext();
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

export const FAKE_PROVIDERS: readonly ProviderName[] = ['openai', 'anthropic', 'google'];

/** One fake server per provider, with the base URLs to point the advisor at and one close for all. */
export async function startFakeProviders(): Promise<{
  fakes: Record<ProviderName, FakeProvider>;
  baseUrls: Record<ProviderName, string>;
  close(): Promise<void>;
}> {
  const fakes = {} as Record<ProviderName, FakeProvider>;
  for (const p of FAKE_PROVIDERS) fakes[p] = await startFakeProvider(p);
  return {
    fakes,
    baseUrls: {
      openai: fakes.openai.baseUrl,
      anthropic: fakes.anthropic.baseUrl,
      google: fakes.google.baseUrl,
    },
    close: async () => {
      for (const p of FAKE_PROVIDERS) await fakes[p].close();
    },
  };
}
