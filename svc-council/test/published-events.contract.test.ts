// Every event svc-council publishes matches the contract of its type: a
// player's council is driven through its HTTP API (opening scenarios, a
// resolution, an agent action, an emergency meeting held and ended) and each
// event the service hands its bus is held against contracts' schema.
import { councilEventPayloadSchemas, type EventType } from '@ai-council/contracts';
import { createInProcessBus, InProcessBroker } from '@ai-council/service-kit';
import { recordPublished } from '@ai-council/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { startedForFile } from '@ai-council/service-kit/testing/vitest';
import { eventually, startHarness, uniqueUser } from './support/harness';

const recorded = recordPublished(
  createInProcessBus({ service: 'svc-council', broker: new InProcessBroker() }),
);
const h = startedForFile(() => startHarness({ bus: recorded.bus }));

describe('what svc-council publishes', () => {
  it('when a council is used in every way, then every event it publishes validates against its contract', async () => {
    const userId = uniqueUser('contract');
    const token = h.token(userId);
    const scenarios = (await h.http.get('/api/scenarios').set('x-user-token', token).expect(200))
      .body as Array<{
      id: string;
    }>;
    await h.http
      .patch(`/api/scenarios/${scenarios[0]!.id}`)
      .set('x-user-token', token)
      .send({
        status: 'resolved',
        playerDecision:
          'Patch the exposed servers within 48 hours, the CTO owns it, budget $50K, brief legal.',
      })
      .expect(200);
    await h.http
      .post('/api/agents/simulate-action')
      .set('x-user-token', token)
      .send({ agentId: 'cfo' })
      .expect(201);
    await h.http
      .post('/api/agents/request-recommendation')
      .set('x-user-token', token)
      .send({
        agentId: 'ceo',
        question: 'Should we expand?',
        context: { category: 'strategic', urgency: 'high' },
      })
      .expect(200);
    const meeting = await h.http
      .post('/api/council/emergency')
      .set('x-user-token', token)
      .send({ reason: 'Cash', description: 'Cash is running low', emergencyType: 'financial-crisis' })
      .expect(201);
    await h.http.patch(`/api/council/${meeting.body.id}/end`).set('x-user-token', token).expect(200);

    // Every type svc-council publishes, each at least once (the relays publish after the answers, so it is
    // waited for, type by type); an unknown type is a violation too.
    const types = Object.keys(councilEventPayloadSchemas) as EventType[];
    await eventually(
      () => recorded.missing(types).length === 0,
      `every one of svc-council's event types published (${types.join(', ')})`,
    );
    expect(recorded.violations()).toEqual([]);
    console.log(`[svc-council contract] ${recorded.events.length} published events, 0 violations`);
  });
});
