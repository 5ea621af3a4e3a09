// The shell's pacts: who is signed in and the onboarding choice (the gateway),
// the sidebar's figures (svc-game), its scenario badge and the API keys page
// (svc-council), through the shared fetchers and the shell's own api/.
import {
  apiKeyRecord,
  cappedApiKeyRecord,
  eachLike,
  financialLatest,
  fromProviderState,
  gameState,
  like,
  oneOf,
  publicAchievement,
  recordWebPact,
  scenario,
  string,
  boolean,
} from '@ai-council/contracts/http-pact';
import {
  getApiKeys,
  getAuthStatus,
  getFinancialLatest,
  getGameState,
  getPublicAchievement,
  getScenarios,
  startGame,
  updateUser,
} from '@ai-council/queries';
import { describe, expect, it } from 'vitest';
import { addApiKey, deleteApiKey, setKeyCap } from '@ai-council/queries';

const stale = (file: string) => `pacts/${file} is stale: run PACT_UPDATE=1 npm test -w shell`;
const openAiKey = `sk-proj-${'a'.repeat(48)}`;

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
    expect(result.same, stale('shell-gateway.json')).toBe(true);
  });

  it('when the shell starts the game and the sidebar reads it, then svc-game answers what they use', async () => {
    const result = await recordWebPact('shell', 'svc-game', [
      {
        state: 'a player with a game',
        description: 'the latest finances',
        method: 'GET',
        path: '/api/financial/latest',
        status: 200,
        response: financialLatest(),
        call: getFinancialLatest,
      },
      {
        state: 'a player with a game',
        description: 'the game state',
        method: 'GET',
        path: '/api/game/state',
        status: 200,
        response: gameState(),
        call: getGameState,
      },
      {
        state: 'a player who has not started a game',
        description: 'starting the game',
        method: 'POST',
        path: '/api/game/start',
        status: 201,
        response: gameState(),
        call: startGame,
      },
      {
        state: 'a player with a game',
        description: 'starting a game already started',
        method: 'POST',
        path: '/api/game/start',
        status: 200,
        response: gameState(),
        call: startGame,
      },
    ]);
    expect(result.answers[0]).toMatchObject({ netWorth: 100_000_000 });
    expect(result.same, stale('shell-svc-game.json')).toBe(true);
  });

  it('when the sidebar counts open scenarios and the keys page lists, adds and deletes keys, then svc-council answers them', async () => {
    const result = await recordWebPact('shell', 'svc-council', [
      {
        state: 'a player whose game has started',
        description: 'the scenarios of the game',
        method: 'GET',
        path: '/api/scenarios',
        status: 200,
        response: eachLike(scenario()),
        call: getScenarios,
      },
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
    expect(result.same, stale('shell-svc-council.json')).toBe(true);
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
    expect(result.same, stale('shell-svc-analytics.json')).toBe(true);
  });
});
