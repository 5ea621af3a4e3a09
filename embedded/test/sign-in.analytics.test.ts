// Every sign-in is an analytics 'login' event, recorded by the gateway with
// svc-analytics' own call as the player: it shows among the event types and in
// the player's own recent events, as `npm start` runs the system.
import { describe, expect, it } from 'vitest';
import { asPlayer, embeddedSystemForSuite, guestCookie } from './support/system';

const suite = embeddedSystemForSuite('sign-in');

interface Dashboard {
  eventsByType: Record<string, number>;
  recentEvents: Array<{ eventType: string; eventName: string }>;
}

describe('sign-ins in analytics', () => {
  it('when a guest continues, then a login event is recorded for them', async () => {
    const you = asPlayer(suite.system.url, await guestCookie(suite.system.url));
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = await you.until<Dashboard>(
      `/api/analytics/dashboard?startDate=${today}&endDate=${today}`,
      (d) => (d.eventsByType.login ?? 0) >= 1,
    );
    expect(dashboard.recentEvents).toContainEqual(
      expect.objectContaining({ eventType: 'login', eventName: 'Continued as guest' }),
    );
  });
});
