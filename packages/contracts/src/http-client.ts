// The typed fetch client every frontend uses (SPEC §7, §8): JSON in and out,
// session cookies always sent, one error type carrying the HTTP status.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC §8 generic HTTP failure: "{status}: {body text or statusText}". */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  /** The sentence the service wrote (`{ message }`), when it wrote one. */
  get bodyMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message : null;
    } catch {
      return null;
    }
  }

  /** A sentence a person can act on: the service's own, or one that says what the status means. */
  get serverMessage(): string {
    return this.bodyMessage ?? statusSentence(this.status);
  }
}

function statusSentence(status: number): string {
  if (status === 401) return 'Sign in to continue.';
  if (status === 403) return 'That is not allowed.';
  if (status === 404) return 'That could not be found. It may have been removed.';
  if (status === 409) return 'That clashes with what changed meanwhile. Refresh and try again.';
  if (status === 429) return 'Too many requests. Wait a moment and try again.';
  if (status >= 500) return 'The service is not reachable right now. Please try again shortly.';
  return 'The request could not be completed. Check what you entered and try again.';
}

/**
 * A 2xx answer whose body is not what the contract says (a service ahead of or
 * behind this page). The message is for the player; the contract's complaint
 * is kept in `detail` for the disclosure and the log, never shown as the text.
 */
export class UnexpectedAnswerError extends Error {
  readonly detail: string;

  constructor(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
    super(
      'The server answered with something this page does not understand. Try again; if it keeps happening, reload the page.',
    );
    this.name = 'UnexpectedAnswerError';
    this.detail = issues
      .slice(0, 10)
      .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
      .join('\n');
  }
}

/** The sentence to show for any error a call may throw: never raw JSON. */
export function serverMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage;
  if (error instanceof UnexpectedAnswerError) return error.message;
  return 'Something went wrong. Please try again.';
}

/** What a "technical details" disclosure may show of an error: the contract's complaint, or the HTTP answer. */
export function errorDetail(error: unknown): string {
  if (error instanceof UnexpectedAnswerError) return error.detail;
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/**
 * A brand-new player has no company yet (409, code `no-company-yet`): svc-game
 * until the web app has started the game (POST /api/game/start), the council
 * until svc-game's game.started reaches it. Not a failure: the view is still
 * loading and asks again.
 */
export function isStillBeingSetUp(error: unknown): boolean {
  if (!isHttpError(error) || error.status !== 409) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown }).code === 'no-company-yet';
  } catch {
    return false;
  }
}

/** Where calls go: the page's own origin in the browser; a test points it at a server (a Pact mock). */
let apiBaseUrl = '';
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/$/, '');
}
/** The URL of an API path: every fetch of the web apps goes through it. */
export const apiUrl = (path: string): string => `${apiBaseUrl}${path}`;

interface Answer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * The last answer of each GET, with its ETag. API answers are `no-store`, so
 * the browser keeps no copy; the client asks "changed since this one?" and an
 * unchanged poll comes back 304 with no body. Bounded: the oldest goes first.
 * It lives as long as the page: signing in or out is a full page load.
 */
const lastAnswers = new Map<string, { etag: string; text: string }>();
const LAST_ANSWERS_KEPT = 200;

/** One call; a GET is asked conditionally when its last answer is known. */
async function send(url: string, init: RequestInit & { method: HttpMethod }): Promise<Answer> {
  const isGet = init.method === 'GET';
  const last = isGet ? lastAnswers.get(url) : undefined;
  const response = await fetch(url, {
    ...init,
    credentials: 'include',
    headers: { ...(init.headers as Record<string, string>), ...(last ? { 'If-None-Match': last.etag } : {}) },
  });
  if (response.status === 304 && last) return { status: 200, statusText: 'OK', text: last.text };
  const text = await response.text().catch(() => '');
  // After the player's own change every view is asked afresh: a replica that
  // has not yet learnt of a change made through another (services hold their
  // views' versions for a bounded staleness) would answer an ETag with 304.
  if (!isGet && response.ok) lastAnswers.clear();
  if (isGet) {
    lastAnswers.delete(url);
    const etag = response.headers.get('etag');
    if (response.ok && etag) {
      lastAnswers.set(url, { etag, text });
      if (lastAnswers.size > LAST_ANSWERS_KEPT) lastAnswers.delete(lastAnswers.keys().next().value!);
    }
  }
  return { status: response.status, statusText: response.statusText, text };
}

function throwIfNotOk(answer: Answer): void {
  if (answer.status >= 200 && answer.status < 300) return;
  throw new HttpError(answer.status, answer.statusText, answer.text);
}

function readJson(answer: Answer): unknown {
  // 204 and empty bodies are a valid "nothing to say".
  return answer.text ? (JSON.parse(answer.text) as unknown) : null;
}

function parseWith<T>(data: unknown, schema: z.ZodType<T> | undefined): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnexpectedAnswerError(parsed.error.issues);
  return parsed.data;
}

/** What a caller may add to a request: a query's abort signal, or keepalive for a request that outlives the page. */
export type RequestExtras = Pick<RequestInit, 'signal' | 'keepalive'>;

/**
 * Sends one JSON request. The body is sent as JSON when present; the response
 * is parsed with `schema` when given, so callers get checked types.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  schema?: z.ZodType<T>,
  extras: RequestExtras = {},
): Promise<T> {
  const answer = await send(apiUrl(path), {
    ...extras,
    method,
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  throwIfNotOk(answer);
  return parseWith(readJson(answer), schema);
}

/** GET a path and parse it; shorthand for query functions with a schema. */
export function apiGet<T>(path: string, schema?: z.ZodType<T>): Promise<T> {
  return apiRequest('GET', path, undefined, schema);
}

/** SPEC §7: the default fetcher turns the query key into a path by joining it with slashes. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map((part) => String(part)).join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default React Query fetcher (SPEC §7). Typed structurally so this package
 * does not depend on React Query.
 */
export function getQueryFn<T = unknown>(options: {
  on401: UnauthorizedBehavior;
  schema?: z.ZodType<T>;
}): (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<T | null> {
  return async ({ queryKey, signal }) => {
    const answer = await send(apiUrl(queryKeyToPath(queryKey)), {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (options.on401 === 'returnNull' && answer.status === 401) return null;
    throwIfNotOk(answer);
    return parseWith(readJson(answer), options.schema);
  };
}

/** What a streamed answer sends before it is done: the words generated since the last event. */
export interface StreamedWords {
  delta: string;
  /** Whose answer the words belong to, when several agents answer at once (a council meeting). */
  agentId?: string;
}

/**
 * Sends one JSON request that may be answered as server-sent events (an
 * advisor's answer in llm mode, `text` events as the model writes, then `done`
 * with the whole answer) or as plain JSON (demo mode, or a refusal). Either
 * way the caller gets the checked answer; `onWords` hears the words as they come.
 */
export async function apiStream<T>(
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  onWords: (words: StreamedWords) => void,
): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' },
    body: JSON.stringify(body),
  });
  const streamed = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  if (!streamed || !response.body) {
    const answer = {
      status: response.status,
      statusText: response.statusText,
      text: await response.text().catch(() => ''),
    };
    throwIfNotOk(answer);
    return parseWith(readJson(answer), schema);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (event === 'text') onWords(JSON.parse(data) as StreamedWords);
      else if (event === 'done') {
        void reader.cancel().catch(() => undefined);
        return parseWith(JSON.parse(data) as unknown, schema);
      } else if (event === 'error') {
        const failure = JSON.parse(data) as { status?: number; message?: string };
        throw new HttpError(failure.status ?? 500, '', JSON.stringify({ message: failure.message }));
      }
    }
  }
  throw new HttpError(
    502,
    'Bad Gateway',
    JSON.stringify({ message: 'The answer was cut off. Please try again.' }),
  );
}
