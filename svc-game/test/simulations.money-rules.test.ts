import { describe, expect, it } from 'vitest';
import { IMPACT_BANDS } from '@ai-council/rules';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import type { GameDoc } from '../src/data-access/games.repository';
import { startGameHarness } from './support/game-harness';

const h = startedForFile(() => startGameHarness());

/** A player whose game has been started (reads never create one). */
const playing = async (userId: string) => {
  const player = h.as(userId);
  await player.start().expect(201);
  return player;
};

/** The outcome the game drew and keeps for an open simulation, read from its store (no route tells it). */
const drawnResult = async (userId: string, simulationId: string) => {
  const doc = await h.store.collection<GameDoc>('games').findOne({ activeKey: userId });
  const result = doc?.company.openSimulations.find((open) => open.id === simulationId)?.result;
  if (!result) throw new Error(`no drawn result for ${simulationId}`);
  return result;
};

type Player = ReturnType<typeof h.as>;

/** The Simulations page paying for European Market Expansion's phased entry (an option of the catalogue). */
const payForPhasedEntry = (player: Player) =>
  player
    .post('/api/financial/apply-cost')
    .send({ cost: 800_000, description: 'European Market Expansion - Phased entry', category: 'expansion' });

/** The player's latest financial figures: where a test checks that no money moved. */
const latestOf = async (player: Player) => (await player.get('/api/financial/latest')).body;

const cashOf = async (userId: string) => {
  const events = (await h.as(userId).get('/api/financial/latest')).body;
  return events.netWorth as number;
};

describe('money rules of simulations', () => {
  it('when a cost matches an option of a known scenario, then it is applied and opens one simulation', async () => {
    const player = await playing('sim-ok');
    const before = await cashOf('sim-ok');
    const res = await payForPhasedEntry(player).expect(201);
    expect(res.body.simulationId).toBeTruthy();
    const events = (await player.get('/api/financial/events')).body as Array<{
      amount: number;
      eventType: string;
    }>;
    expect(events.some((e) => e.amount === -80_000_000)).toBe(true);
    expect(await cashOf('sim-ok')).toBeLessThanOrEqual(before);
    await h.waitFor(() => h.published.find((e) => e.type === 'game.cost.applied' && e.userId === 'sim-ok'));
  });

  it('when a cost matches no option, then it is 400 and no money moves', async () => {
    const player = await playing('sim-made-up');
    const before = await latestOf(player);
    const res = await player
      .post('/api/financial/apply-cost')
      .send({
        cost: 1_234_567,
        description: 'European Market Expansion - my own plan',
        category: 'expansion',
      })
      .expect(400);
    expect(res.body.message).toMatch(/does not match/i);
    expect(await latestOf(player)).toEqual(before);
    const unknown = await player
      .post('/api/financial/apply-cost')
      .send({ cost: 800_000, description: 'Moon Base - full speed', category: 'expansion' })
      .expect(400);
    expect(unknown.body.message).toMatch(/does not match/i);
  });

  it('when the body is bad, then it is 400 with the field named', async () => {
    const player = await playing('sim-bad-body');
    const res = await player.post('/api/financial/apply-cost').send({ cost: 'lots' }).expect(400);
    expect(res.body.message).toMatch(/cost/);
    const negative = await player
      .post('/api/financial/apply-cost')
      .send({ cost: -800_000, description: 'European Market Expansion - x', category: 'expansion' })
      .expect(400);
    expect(negative.body.message).toMatch(/cost must be positive/);
  });

  it('when a simulation opens, then the game draws its outcome; completing reveals and settles that outcome once', async () => {
    const player = await playing('sim-complete');
    const opened = await payForPhasedEntry(player).expect(201);
    const { simulationId } = opened.body as { simulationId: string };
    const drawn = await drawnResult('sim-complete', simulationId);

    const done = await player
      .post('/api/simulations/complete')
      .send({ simulationId, scenarioTitle: 'European Market Expansion' })
      .expect(200);
    expect(done.body).toMatchObject({ simulationId, ...drawn });
    expect(done.body.impact).toBeGreaterThanOrEqual(IMPACT_BANDS[drawn.outcome].min);
    expect(done.body.impact).toBeLessThanOrEqual(IMPACT_BANDS[drawn.outcome].max);
    expect(done.body.returnValue).toBeGreaterThan(0);
    const again = await player
      .post('/api/simulations/complete')
      .send({ scenarioTitle: 'European Market Expansion' })
      .expect(409);
    expect(again.body.message).toMatch(/no open simulation/i);
    const completed = await h.waitFor(() =>
      h.published.find((e) => e.type === 'game.simulation.completed' && e.userId === 'sim-complete'),
    );
    expect(completed.payload).toMatchObject({ simulationId, ...drawn });
  });

  it('when the client sends SPEC §7 body with another outcome and impact than the game drew, then it is accepted and the drawn outcome is booked', async () => {
    const player = await playing('sim-spec-body');
    const opened = await payForPhasedEntry(player).expect(201);
    const { simulationId } = opened.body as { simulationId: string };
    const drawn = await drawnResult('sim-spec-body', simulationId);
    const before = await latestOf(player);
    const other = drawn.outcome === 'success' ? 'failure' : 'success';
    // SPEC §7: simulationResults{outcome, impact, learnings}, scenarioTitle; the client's claim is ignored.
    const specBody = {
      simulationResults: {
        outcome: other,
        impact: IMPACT_BANDS[other].max,
        learnings: ['Start with one market'],
      },
      scenarioTitle: 'European Market Expansion',
    };
    const done = await player.post('/api/simulations/complete').send(specBody).expect(200);
    expect(done.body).toMatchObject({ simulationId, outcome: drawn.outcome, impact: drawn.impact });
    // The books moved by the drawn outcome's return, not the claimed one's.
    expect((await latestOf(player)).netWorth - before.netWorth).toBe(done.body.netWorthChange);
    expect(done.body.netWorthChange).toBe(done.body.returnValue);
    const completed = await h.waitFor(() =>
      h.published.find((e) => e.type === 'game.simulation.completed' && e.userId === 'sim-spec-body'),
    );
    expect(completed.payload).toMatchObject({
      simulationId,
      ...drawn,
      learnings: ['Start with one market'],
    });
    // Settled once: the same body again finds nothing open.
    await player.post('/api/simulations/complete').send(specBody).expect(409);
  });

  it('when the SPEC §7 body names an outcome the game does not know, then it is 400 and nothing is settled', async () => {
    const player = await playing('sim-spec-bad');
    await payForPhasedEntry(player).expect(201);
    const before = await latestOf(player);
    await player
      .post('/api/simulations/complete')
      .send({
        simulationResults: { outcome: 'jackpot', impact: 100 },
        scenarioTitle: 'European Market Expansion',
      })
      .expect(400);
    expect(await latestOf(player)).toEqual(before);
  });

  it('when no simulation was opened, then completing one is 409 and no money moves', async () => {
    const player = await playing('sim-never-opened');
    const before = await latestOf(player);
    const res = await player
      .post('/api/simulations/complete')
      .send({
        simulationResults: { outcome: 'partial', impact: 55, learnings: [] },
        scenarioTitle: 'Product Recall Crisis',
      })
      .expect(409);
    expect(res.body.message).toMatch(/no open simulation/i);
    expect(await latestOf(player)).toEqual(before);
  });

  it("when another player's simulation exists, then it cannot be completed by someone else", async () => {
    await playing('sim-intruder');
    await payForPhasedEntry(await playing('sim-owner')).expect(201);
    await h
      .as('sim-intruder')
      .post('/api/simulations/complete')
      .send({
        simulationResults: { outcome: 'success', impact: 90, learnings: [] },
        scenarioTitle: 'European Market Expansion',
      })
      .expect(409);
  });

  it('when a simulation costs more than the cash at hand, then it is 409 and no money moves', async () => {
    const player = await playing('sim-too-dear');
    const before = await latestOf(player);
    const res = await player
      .post('/api/financial/apply-cost')
      .send({
        cost: 22_000_000,
        description: 'Strategic Acquisition - Full takeover',
        category: 'acquisition',
      })
      .expect(409);
    expect(res.body.message).toMatch(/cash/i);
    expect(await latestOf(player)).toEqual(before);
  });
});
