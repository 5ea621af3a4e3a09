// An HTTP consumer pact of a web app: each interaction calls the app's real
// fetcher from the query layer against Pact's mock server, and states only
// what the app reads, with type matchers.
import { MatchersV3 } from '@pact-foundation/pact';
import { setApiBaseUrl } from '../http-client';
import { consumerPact } from './pact';

export const { like, eachLike, integer, string, boolean } = MatchersV3;

export interface WebInteraction {
  state: string;
  description: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  status: number;
  response: unknown;
  /** Calls the app's own fetcher; the mock server answers it. */
  call: () => Promise<unknown>;
}

export async function recordWebPact(
  consumer: string,
  provider: string,
  interactions: readonly WebInteraction[],
) {
  const { pact, settle } = consumerPact(consumer, provider);
  const answers: unknown[] = [];
  for (const interaction of interactions) {
    await pact
      .addInteraction()
      .given(interaction.state)
      .uponReceiving(interaction.description)
      .withRequest(interaction.method, interaction.path, (request) => {
        if (interaction.body !== undefined) request.jsonBody(interaction.body);
      })
      .willRespondWith(interaction.status, (response) => {
        response.jsonBody(interaction.response);
      })
      .executeTest(async (server) => {
        setApiBaseUrl(server.url);
        try {
          answers.push(await interaction.call());
        } finally {
          setApiBaseUrl('');
        }
      });
  }
  return { answers, ...settle() };
}
