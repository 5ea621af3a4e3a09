// An HTTP consumer pact of a web app: each interaction calls the app's real
// fetcher (the query layer's, or the app's own api/ call) against Pact's mock
// server, and states what the app reads with type matchers. The fetchers parse
// every answer with its contract schema, so an example that leaves out a field
// the schema requires fails here, in the consumer's own suite.
import { MatchersV3 } from '@pact-foundation/pact';
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

/** How long the mock server is given to book a match it has answered (see recordEach). */
const MATCH_BOOKING_MS = 50;

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
            // Under load a request can die on its way to the fresh mock server (fetch's
            // "fetch failed", the socket closed before a byte arrived). It is sent again,
            // up to five times in all over about 1.5 s (three in 0.3 s once proved too few
            // in CI); had one arrived, the mock server reports the next as unexpected, so
            // nothing is hidden.
            for (let attempt = 1; ; attempt += 1) {
              try {
                answers.push(await interaction.call());
                // The mock server answers before it books the match, and under load Pact's check can read the
                // book first ("expected but not received" for a request it answered: pact-foundation/pact-reference
                // issue 535, since pact 16.3). The answer has arrived; the booking is given a moment to follow.
                await new Promise((resolve) => setTimeout(resolve, MATCH_BOOKING_MS));
                break;
              } catch (error) {
                const lost = error instanceof TypeError && error.message === 'fetch failed';
                if (!lost || attempt === 5) {
                  // Pact reports only what the mock server missed; the call's own failure says why.
                  console.error(
                    `[pact] ${interaction.description}: the call failed (attempt ${attempt})`,
                    error,
                  );
                  throw error;
                }
                await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** (attempt - 1)));
              }
            }
          } finally {
            setApiBaseUrl('');
          }
        });
    }
  }
}
