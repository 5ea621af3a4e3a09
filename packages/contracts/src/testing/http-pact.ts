// An HTTP consumer pact of a web app: each interaction calls the app's real
// fetcher (the query layer's, or the app's own api/ call) against Pact's mock
// server, and states what the app reads with type matchers. The fetchers parse
// every answer with its contract schema, so an example that leaves out a field
// the schema requires fails here, in the consumer's own suite.
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { setApiBaseUrl } from '../http-client';
import { consumerPact } from './pact';

export * from './pact-examples';
export const { fromProviderState } = MatchersV3;

export interface WebInteraction {
  state: string;
  description: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The path, literal; or `fromProviderState('/api/scenarios/${scenarioId}', '/api/scenarios/sc-1')`
   * when it names something the provider state made (its handler returns the id).
   */
  path: string | MatchersV3.Matcher<string>;
  query?: Record<string, string>;
  body?: unknown;
  status: number;
  /** The JSON answer, with type matchers; none for an empty answer. */
  response?: unknown;
  /** An answer that is a file: its media type (any charset) and an example text. */
  file?: { contentType: string; example: string };
  /** Calls the app's own fetcher; the mock server answers it. */
  call: () => Promise<unknown>;
}

/**
 * The mock server answers before it books the match, and under load Pact's check can read the book first
 * ("expected but not received" for a request it answered: pact-foundation/pact-reference issue 535, since
 * pact 16.3). After each answer the book is read until it has the request (polls of BOOK_POLL_MS, at most
 * BOOK_POLLS); a request it never logs is sent again, SENDS times in all.
 */
const BOOK_POLL_MS = 20;
const BOOK_POLLS = 50;
const SENDS = 3;
/** A call that dies on its way to a fresh mock server ("fetch failed") is sent again, this many times in all. */
const CONNECT_ATTEMPTS = 5;

/** The mock server's book of what it received; PactV4 keeps its consumer pact (pact-core's) in a private field. */
interface MockServerBook {
  mockServerMismatches(port: number): Array<{ type: string }>;
}
const bookOf = (pact: PactV4) => (pact as unknown as { pact: MockServerBook }).pact;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the mock server on `port` books every request it expects, read until it does (bounded). */
async function bookedInTime(book: MockServerBook, port: number): Promise<boolean> {
  for (let poll = 0; poll < BOOK_POLLS; poll += 1) {
    if (!book.mockServerMismatches(port).some((result) => result.type === 'missing-request')) return true;
    await pause(BOOK_POLL_MS);
  }
  return false;
}

/**
 * Calls the app's fetcher. Under load a request can die on its way to the fresh mock server (fetch's
 * "fetch failed", the socket closed before a byte arrived): it is sent again, up to CONNECT_ATTEMPTS
 * times over about 1.5 s (three in 0.3 s once proved too few in CI); had one arrived, the mock server
 * reports the next as unexpected, so nothing is hidden.
 */
async function callThroughLostConnections(interaction: WebInteraction): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await interaction.call();
    } catch (error) {
      const lost = error instanceof TypeError && error.message === 'fetch failed';
      if (!lost || attempt === CONNECT_ATTEMPTS) {
        // Pact reports only what the mock server missed; the call's own failure says why.
        console.error(`[pact] ${interaction.description}: the call failed (attempt ${attempt})`, error);
        throw error;
      }
      await pause(100 * 2 ** (attempt - 1));
    }
  }
}

/** The interaction's answer, once the mock server has booked its request; sent again while it never does. */
async function callUntilBooked(interaction: WebInteraction, book: MockServerBook, port: number) {
  for (let send = 1; ; send += 1) {
    const answer = await callThroughLostConnections(interaction);
    if (await bookedInTime(book, port)) return answer;
    if (send === SENDS) {
      throw new Error(
        `[pact] ${interaction.description}: the mock server never logged the request ` +
          `(${SENDS} sends, each read back ${BOOK_POLLS} times ${BOOK_POLL_MS} ms apart)`,
      );
    }
  }
}

export async function recordWebPact(
  consumer: string,
  provider: string,
  interactions: readonly WebInteraction[],
) {
  const { pact, settle } = consumerPact(consumer, provider);
  const answers: unknown[] = [];
  // Each interaction has a mock server of its own, and the OS may give a new one the port of one just
  // closed: a connection kept alive to that port would still reach the old server, which answers in the
  // new one's place (one CI run lost a GET so). No connection outlives its request here.
  const keptAlive = getGlobalDispatcher();
  setGlobalDispatcher(new Agent({ pipelining: 0 }));
  try {
    await recordEach();
  } finally {
    setGlobalDispatcher(keptAlive);
  }
  return { answers, ...settle() };

  async function recordEach() {
    for (const interaction of interactions) {
      await pact
        .addInteraction()
        .given(interaction.state)
        .uponReceiving(interaction.description)
        .withRequest(interaction.method, interaction.path, (request) => {
          if (interaction.query) request.query(interaction.query);
          if (interaction.body !== undefined) request.jsonBody(interaction.body);
        })
        .willRespondWith(interaction.status, (response) => {
          if (interaction.response !== undefined) response.jsonBody(interaction.response);
          const file = interaction.file;
          if (file) {
            // Pact compares a non-JSON body as bytes; the rule says any text that is not empty matches.
            const type = file.contentType.replace(/[.+]/g, '\\$&');
            response.headers({ 'Content-Type': MatchersV3.regex(`^${type}(;.*)?$`, file.contentType) });
            response.body('text/plain', Buffer.from(file.example));
            response.matchingRules({
              body: { path: '$', rules: [MatchersV3.regex('^[\\s\\S]+$', file.example)] },
            });
          }
        })
        .executeTest(async (server) => {
          setApiBaseUrl(server.url);
          try {
            answers.push(await callUntilBooked(interaction, bookOf(pact), server.port));
          } finally {
            setApiBaseUrl('');
          }
        });
    }
  }
}
