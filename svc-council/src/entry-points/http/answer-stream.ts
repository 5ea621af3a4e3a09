// An advisor's answer as server-sent events, when the browser asks for them
// (Accept: text/event-stream) in llm mode: `text` events carry the words as the
// model writes them, `done` the whole answer as the JSON route would give it.
// The headers go out with the first event, so a refusal before any word (a bad
// agent, a quota) is still an ordinary 4xx. A player who hangs up stops the
// model's call (stream.hangUp), which their key would otherwise pay for.
import { AppError } from '@ai-council/service-kit';
import type { Request, Response } from 'express';
import type { z } from 'zod';

export function wantsStream(req: Request, gameMode: 'demo' | 'llm' | null): boolean {
  return gameMode === 'llm' && (req.get('accept') ?? '').includes('text/event-stream');
}

export interface AnswerStream {
  /** An answer's whole text so far (of one agent, when several answer): only what is new goes out. */
  words(soFar: string, agentId?: string): void;
  done(answer: unknown): void;
  fail(error: unknown): void;
  readonly started: boolean;
  /** Aborts when the player hangs up before the answer is done: the model call it feeds stops too. */
  readonly hangUp: AbortSignal;
}

export function answerStream(res: Response): AnswerStream {
  let started = false;
  const told = new Map<string, string>();
  const player = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) player.abort();
  });
  const send = (event: string, data: unknown) => {
    if (res.destroyed) return;
    if (!started) {
      started = true;
      res.status(200);
      res.set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        // Proxies (nginx and the like) must pass each event on as it comes.
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
    }
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    get started() {
      return started;
    },
    hangUp: player.signal,
    words(soFar, agentId) {
      const before = told.get(agentId ?? '') ?? '';
      // A model may rewrite its start (rare): then the words are sent again from there.
      const delta = soFar.startsWith(before) ? soFar.slice(before.length) : soFar;
      told.set(agentId ?? '', soFar);
      if (delta) send('text', agentId ? { delta, agentId } : { delta });
    },
    done(answer) {
      send('done', answer);
      res.end();
    },
    fail(error) {
      const status = error instanceof AppError ? error.status : 500;
      const message =
        error instanceof AppError ? error.message : 'The answer could not be finished. Please try again.';
      send('error', { status, message });
      res.end();
    },
  };
}

/**
 * Streams the answer `write` produces, then sends it whole, parsed with its contract `schema`
 * (the JSON route's answer). A refusal before the first word is an ordinary error answer.
 */
export async function streamAnswer<S extends z.ZodType>(
  res: Response,
  schema: S,
  write: (stream: AnswerStream) => Promise<z.input<S>>,
): Promise<void> {
  const stream = answerStream(res);
  try {
    stream.done(schema.parse(await write(stream)));
  } catch (error) {
    if (!stream.started) throw error;
    stream.fail(error);
  }
}
