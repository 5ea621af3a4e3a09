// Own-key mode in Chromium against the whole system (`npm start`), with a fake
// OpenAI server that writes slowly: the player's question to the CFO shows the
// first words of his answer while the model is still writing the rest; then
// /api-keys shows the call, its tokens and estimated cost, and a cap set there
// holds. Screenshots go to E2E_SCREENSHOTS_DIR.
import { startFakeProvider, type FakeProvider } from 'svc-council/testing/fake-providers';
import { validKeys } from 'svc-council/testing/keys';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sameOrigin, shown } from './support/player';
import { snap } from './support/screenshots';
import { describeInBrowser } from './support/system';

const answer =
  'Runway first: we hold about four quarters of cash. I would trim travel by a fifth this quarter, keep hiring to the two roles already approved, and review both with you on Friday before we commit to anything larger.';

let openai: FakeProvider;
beforeAll(async () => {
  openai = await startFakeProvider('openai');
  openai.answer = { text: answer };
  openai.usage = { inputTokens: 1_800, outputTokens: 90 };
  // About 40 pieces, 150 ms apart: six seconds of writing.
  openai.streamDelayMs = 150;
});
afterAll(() => openai.close());

describeInBrowser(
  'own-key mode, in a real browser',
  (env) => {
    it('when an llm-mode player asks a slow model, then the first words show in the chat before the last are written, and /api-keys shows what the call cost', async () => {
      const player = await env.newPlayer({ stage: 'ready' });
      const { page, context } = player;
      const llm = await context.request.patch('/api/auth/user', {
        data: { gameMode: 'llm' },
        headers: sameOrigin,
      });
      expect(llm.ok()).toBe(true);
      const key = await context.request.post('/api/api-keys', {
        data: { provider: 'openai', keyName: 'My OpenAI key', encryptedKey: validKeys.openaiProject },
        headers: sameOrigin,
      });
      expect(key.status()).toBe(201);

      await page.goto('/communications');
      await shown(page.getByRole('heading', { name: 'Communications', level: 1 }));
      await page.getByRole('button', { name: /Marcus Webb/ }).click();
      await shown(page.getByTestId('chat-agent-name').getByText('Marcus Webb'));
      await page.getByLabel('Message', { exact: true }).fill('How long is our runway?');
      await page.getByRole('button', { name: 'Send' }).click();

      // The typing indicator first, then the words as they come.
      const streaming = page.getByTestId('chat-streaming');
      await shown(streaming, 20_000);
      const firstShown = (await streaming.textContent()) ?? '';
      const modelStillWriting = openai.lastStream !== undefined && openai.lastStream.lastAt === undefined;
      await snap(page, 'own-key-streaming');
      console.log(
        `first words in the chat: "${firstShown.replace(/^.*writing…/, '').slice(0, 40)}…" while the model was ${modelStillWriting ? 'still writing' : 'done'}`,
      );
      expect(modelStillWriting).toBe(true);
      expect(answer.startsWith(firstShown.replace(/^.*writing…/, ''))).toBe(true);
      expect(firstShown.replace(/^.*writing…/, '').length).toBeLessThan(answer.length);

      // Then the whole answer, from the model, in the conversation.
      const messages = page.getByTestId('chat-message');
      await expect.poll(() => messages.count(), { timeout: 30_000 }).toBe(2);
      expect(await messages.nth(1).textContent()).toContain(answer);
      expect(openai.lastStream!.lastAt).toBeDefined();
      await snap(page, 'own-key-answered');

      await page.goto('/api-keys');
      const row = await shown(page.getByTestId('api-key-row'));
      await expect
        .poll(() => row.getByTestId('key-usage-calls').textContent(), { timeout: 10_000 })
        .not.toBe('0');
      expect(Number(await row.getByTestId('key-usage-calls').textContent())).toBeGreaterThanOrEqual(1);
      expect(await row.getByTestId('key-usage-cost').textContent()).toMatch(/^\$0\.\d{4}/);
      await shown(row.getByTestId('key-usage-chart'));
      await shown(row.getByTestId('key-cap-suggestion'));
      await row.getByTestId('key-cap-input').fill('2.50');
      await row.getByTestId('key-cap-save').click();
      await expect
        .poll(() => row.getByTestId('key-usage-cost').textContent(), { timeout: 10_000 })
        .toContain('of $2.50 cap');
      await row.scrollIntoViewIfNeeded();
      await snap(page, 'own-key-usage');
      expect(player.pageErrors).toEqual([]);
      await player.close();
    });
  },
  () => ({ OPENAI_BASE_URL: openai.baseUrl }),
);
