// Consumer-driven contracts with Pact, without a broker: a consumer's test
// writes its pact to a fresh folder and checks it against the one checked in
// under pacts/ (PACT_UPDATE=1 writes it there instead); a provider verifies
// the checked-in pacts of which it is the provider against its real app.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PactV4, Verifier, type MessageProviders, type VerifierOptions } from '@pact-foundation/pact';
import type { DomainEvent, EventType } from '../events/index';

export const PACT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'pacts',
);

const fileName = (consumer: string, provider: string) => `${consumer}-${provider}.json`;

/** A consumer's pact with one provider, written to a folder of its own. */
export function consumerPact(consumer: string, provider: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `pact-${consumer}-`));
  const pact = new PactV4({ consumer, provider, dir, logLevel: 'error' });
  return {
    pact,
    /**
     * After the consumer's tests: the interactions it relies on are the ones
     * checked in, so its provider verifies what the consumer really needs.
     */
    settle(): { written: boolean; same: boolean; staleMessage: string } {
      const generated = readFileSync(path.join(dir, fileName(consumer, provider)), 'utf8');
      const target = path.join(PACT_DIR, fileName(consumer, provider));
      // What a consumer's test says when `same` is false (the consumer is its workspace's name).
      const staleMessage = `pacts/${fileName(consumer, provider)} is stale: run PACT_UPDATE=1 npm test -w ${consumer}`;
      if (process.env.PACT_UPDATE === '1') {
        writeFileSync(target, generated);
        return { written: true, same: true, staleMessage };
      }
      let checkedIn = '';
      try {
        checkedIn = readFileSync(target, 'utf8');
      } catch {
        return { written: false, same: false, staleMessage };
      }
      const interactions = (text: string) =>
        JSON.stringify((JSON.parse(text) as { interactions: unknown }).interactions);
      return { written: false, same: interactions(generated) === interactions(checkedIn), staleMessage };
    },
  };
}

/** The checked-in pacts a provider must honour. */
export function pactsOfProvider(provider: string): string[] {
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith(`-${provider}.json`))
    .map((name) => path.join(PACT_DIR, name));
}

/**
 * Replays every checked-in pact of a provider against its running app (and its
 * message producers) and fails on the first broken interaction.
 * Returns the pact files it verified.
 */
export async function verifyPacts(
  options: Pick<VerifierOptions, 'provider' | 'providerBaseUrl' | 'stateHandlers' | 'requestFilter'> & {
    provider: string;
    messageProviders?: MessageProviders;
  },
): Promise<string[]> {
  const pactUrls = pactsOfProvider(options.provider);
  if (pactUrls.length === 0) throw new Error(`no pact in pacts/ names ${options.provider} as its provider`);
  await new Verifier({ ...options, pactUrls, logLevel: 'error' }).verifyProvider();
  return pactUrls.map((file) => path.basename(file));
}

/**
 * The message a provider answers for each event type a pact expects: the last
 * event of that type its real flows published (of those `fits` accepts, where
 * a pact's state asks for one kind: a quarter without a market shock).
 */
export function messagesFrom(
  published: readonly DomainEvent[],
  types: readonly EventType[],
  fits: { [T in EventType]?: (event: DomainEvent<T>) => boolean } = {},
): MessageProviders {
  return Object.fromEntries(
    types.map((type) => [
      type,
      () => {
        const fit = (fits[type] ?? (() => true)) as (event: DomainEvent) => boolean;
        const event = [...published].reverse().find((e) => e.type === type && fit(e));
        if (!event) throw new Error(`the provider's flows published no ${type} that fits its pact`);
        return event;
      },
    ]),
  );
}
