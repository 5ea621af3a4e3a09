// Issue 44: the decision preview named 'Competitive and Position' as owners. The preview reads owners
// through the reader (packages/reader read-owners), as the decision itself does: only people, roles or teams.
import { decisionPreviewSchema } from '@ai-council/contracts';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { generateScenario, startHarness, uniqueUser } from './support/harness';

const h = startedForFile(() => startHarness());

async function preview(playerDecision: string): Promise<string[]> {
  const token = h.token(uniqueUser('preview-owners'));
  const scenario = await generateScenario(h, token, { triggerType: 'user_requested', category: 'strategic' });
  const res = await h.http
    .post(`/api/scenarios/${scenario.id}/preview`)
    .set('x-user-token', token)
    .send({ status: 'resolved', playerDecision });
  expect(res.status).toBe(200);
  return decisionPreviewSchema.parse(res.body).rationale;
}

const ownerSentence = (rationale: string[]) => rationale.find((s) => /^It names /.test(s)) ?? '';

describe('POST /api/scenarios/:id/preview, the owners it names', () => {
  it('when capitalised words are joined by "and", then the preview names no owner', async () => {
    const said = ownerSentence(
      await preview(
        'Protect our Competitive and Position by cutting prices 5% next quarter and again in Q3.',
      ),
    );
    expect(said).not.toMatch(/Competitive|Position/);
    expect(said).toMatch(/no owner/);
  });

  it('when a heading leads a colon, then only the role after it is the owner', async () => {
    const said = ownerSentence(await preview('Competitive Position: the CMO launches a 5% price cut by Q3.'));
    expect(said).toMatch(/an owner \(CMO\)/);
  });

  it('when two people take the step together, then both are the owners', async () => {
    const said = ownerSentence(
      await preview('Priya and Tom lead the pricing review with a 5% cut by Friday.'),
    );
    expect(said).toMatch(/an owner \(Priya and Tom\)/);
  });
});
