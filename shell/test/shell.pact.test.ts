// The shell's pacts: who is signed in and the onboarding choice (the gateway),
// the sidebar's figures (svc-game), its scenario badge and the API keys page
// (svc-council), through the shared fetchers and the shell's own api/.
import {
  apiKeyRecord,
  cappedApiKeyRecord,
  eachLike,
  fromProviderState,
  gameState,
  like,
  oneOf,
  publicAchievement,
  recordWebPact,
  string,
  boolean,
  type WebInteraction,
} from '@ai-council/contracts/http-pact';
import { gameStateRead, latestFinancesRead, scenariosRead } from '@ai-council/queries/pact';
import { getApiKeys, getAuthStatus, getPublicAchievement, startGame, updateUser } from '@ai-council/queries';
import { describe, expect, it } from 'vitest';
import { addApiKey, deleteApiKey, setKeyCap } from '@ai-council/queries';

const openAiKey = `sk-proj-${'a'.repeat(48)}`;

/** Starting the game: a new one is created (201), one already started is answered as it is (200). */
const startingTheGame = (state: string, description: string, status: 200 | 201): WebInteraction => ({
  state,
  description,
  method: 'POST',
  path: '/api/game/start',
  status,
  response: gameState(),
  call: startGame,
});

describe('the shell’s contracts (pact)', () => {
  it('when the shell asks who is signed in and saves the onboarding choice, then the gateway answers what it reads', async () => {
    const result = await recordWebPact('shell', 'gateway', [
      {
        state: 'a signed-in player who has not chosen a game mode',
        description: 'the auth status',
        method: 'GET',
        path: '/api/auth/status',
        status: 200,
        response: like({
          authenticated: boolean(true),
          needsLogin: boolean(false),
          user: like({ firstName: string('Ada'), gameMode: null, onboardingCompleted: boolean(false) }),
          loginUrl: string('/api/auth/login-page'),
        }),
        call: () => getAuthStatus(),
      },
      {
        state: 'nobody signed in',
        description: 'the auth status of a visitor',
        method: 'GET',
        path: '/api/auth/status',
        status: 200,
        response: like({
          authenticated: boolean(false),
          needsLogin: boolean(true),
          user: null,
          loginUrl: string('/api/auth/login-page'),
        }),
        call: () => getAuthStatus(),
      },
      {
        state: 'a signed-in player who has not chosen a game mode',
        description: 'choosing demo mode at the end of onboarding',
        method: 'PATCH',
        path: '/api/auth/user',
        body: like({ gameMode: 'demo', onboardingCompleted: true }),
        status: 200,
        response: like({
          firstName: string('Ada'),
          gameMode: oneOf(['demo', 'llm'], 'demo'),
          onboardingCompleted: boolean(true),
        }),
        call: () => updateUser({ gameMode: 'demo', onboardingCompleted: true }),
      },
    ]);
    expect(result.answers[0]).toMatchObject({ authenticated: true });
    expect(result.answers[1]).toMatchObject({ authenticated: false, user: null });
    expect(result.same, result.staleMessage).toBe(true);
  });

  it('when the shell starts the game and the sidebar reads it, then svc-game answers what they use', async () => {
    const result = await recordWebPact('shell', 'svc-game', [
      latestFinancesRead,
      gameStateRead,
      startingTheGame('a player who has not started a game', 'starting the game', 201),
      startingTheGame('a player with a game', 'starting a game already started', 200),
    ]);
    expect(result.answers[0]).toMatchObject({ netWorth: 100_000_000 });
    expect(result.same, result.staleMessage).toBe(true);
  });

  it('when the sidebar counts open scenarios and the keys page lists, adds and deletes keys, then svc-council answers them', async () => {
    const result = await recordWebPact('shell', 'svc-council', [
      scenariosRead,
      {
        state: 'a player with a stored API key',
        description: 'the stored API keys',
        method: 'GET',
        path: '/api/api-keys',
        status: 200,
        response: eachLike(apiKeyRecord()),
        call: getApiKeys,
      },
      {
        state: 'a player whose game has started',
        description: 'storing an API key',
        method: 'POST',
        path: '/api/api-keys',
        body: like({ provider: 'openai', keyName: 'Team key', encryptedKey: openAiKey }),
        status: 201,
        response: like(apiKeyRecord()),
        call: () => addApiKey({ provider: 'openai', keyName: 'Team key', encryptedKey: openAiKey }),
      },
      {
        state: 'a player with a stored API key',
        description: "setting a key's monthly cap",
        method: 'PUT',
        path: fromProviderState('/api/api-keys/${keyId}/cap', '/api/api-keys/key-1/cap'),
        body: { monthlyCapUsd: 5 },
        status: 200,
        response: like(cappedApiKeyRecord()),
        call: () => setKeyCap('key-1', 5),
      },
      {
        state: 'a player with a stored API key',
        description: 'deleting an API key',
        method: 'DELETE',
        path: fromProviderState('/api/api-keys/${keyId}', '/api/api-keys/key-1'),
        status: 204,
        call: () => deleteApiKey('key-1'),
      },
    ]);
    expect(result.same, result.staleMessage).toBe(true);
  });

  it('when anyone opens a shared achievement’s public page, then svc-analytics answers it without a session', async () => {
    const result = await recordWebPact('shell', 'svc-analytics', [
      {
        state: 'a player who has shared United Council',
        description: 'a shared achievement, as anyone sees it',
        method: 'GET',
        path: fromProviderState(
          '/api/achievements/public/${shareId}',
          '/api/achievements/public/Zx3_kP9qLm2vR8tWn4yB6c',
        ),
        status: 200,
        response: publicAchievement(),
        call: () => getPublicAchievement('Zx3_kP9qLm2vR8tWn4yB6c'),
      },
    ]);
    expect(result.answers[0]).toMatchObject({ firstName: 'Ada', achievement: { title: 'United Council' } });
    expect(result.same, result.staleMessage).toBe(true);
  });
});
