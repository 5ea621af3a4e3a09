// The dashboard against the real svc-council, in Chromium: the metrics and the
// board come from the service, an emergency council is convened from the
// header, its real transcript shows, the player speaks and is answered, the
// transcript downloads, and the meeting ends. Screenshots go to
// E2E_SCREENSHOTS_DIR (default: a folder in the system temp dir).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { gone, shown } from './support/player';
import { snap, snapViewport } from './support/screenshots';
import { describeInBrowser, usePlayer } from './support/system';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

interface Overview {
  metrics: { activeAgents: number; riskSignals: number; scenariosGenerated: number; councilMeetings: number };
  agents: { name: string }[];
}
interface Meeting {
  id: string;
  transcript: { speaker: string; content: string; agentId?: string }[];
}

const api = async <T>(page: Page, url: string): Promise<T> => {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
};

describeInBrowser('the dashboard and the council, in a real browser', (env) => {
  // A guest who chose demo mode (POST /api/auth/guest, PATCH /api/auth/user).
  const player = usePlayer(env, { stage: 'ready' });

  it('when the dashboard opens, then the metrics and the first 6 board members come from svc-council', async () => {
    const { page } = player;
    // What the page itself received from svc-council (the company settles while the game starts).
    const received = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/dashboard/overview' && response.ok(),
    );
    await page.goto('/dashboard');
    await shown(page.getByRole('heading', { name: 'Corporate AI Council Dashboard' }));
    const overview = (await (await received).json()) as Overview;
    await shown(page.getByTestId('agent-card'));

    const value = (id: string) => page.getByTestId(`${id}-value`).textContent();
    expect(await value('metric-active-agents')).toBe(String(overview.metrics.activeAgents));
    expect(await value('metric-risk-signals')).toBe(String(overview.metrics.riskSignals));
    expect(await value('metric-scenarios')).toBe(String(overview.metrics.scenariosGenerated));
    expect(await value('metric-meetings')).toBe(String(overview.metrics.councilMeetings));

    const cards = page.getByTestId('agent-card');
    expect(await cards.count()).toBe(6);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(
      overview.agents.slice(0, 6).map((a) => a.name),
    );
    expect(await page.getByTestId('view-all-members').textContent()).toBe(
      `View All ${overview.agents.length} Members`,
    );
    expect(await page.getByTestId('department-tile').count()).toBeGreaterThan(0);
    await snap(page, 'dashboard');

    await page.getByTestId('view-all-members').click();
    const all = page.getByRole('dialog', {
      name: `All AI Board Members & Department Leaders (${overview.agents.length})`,
    });
    await shown(all);
    expect(await all.getByTestId('member-profile').count()).toBe(overview.agents.length);
    await snapViewport(page, 'dashboard-all-members');
    await page.keyboard.press('Escape');
    await gone(all);
    // Focus goes back to the button once the close animation has finished (late on a busy machine); the
    // next test's keyboard must not race it.
    await expect
      .poll(() => page.getByTestId('view-all-members').evaluate((el) => el === document.activeElement), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(player.pageErrors).toEqual([]);
  });

  it('when the emergency dialog is opened from the keyboard and left with Escape, then focus returns to Call Council Now', async () => {
    const { page } = player;
    const call = page.getByRole('button', { name: 'Call Council Now' });
    await call.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Call Emergency Council Meeting' });
    await shown(dialog);
    // Radix moves focus inside; the first stop is the emergency type selector.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await gone(dialog);
    // Focus is handed back once the close animation has finished, which a busy machine can delay.
    await expect
      .poll(() => call.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
      .toBe(true);
  });

  it('when an emergency council is convened, then the session dialog shows the real transcript, answers the player, exports and ends', async () => {
    const { page } = player;
    await page.getByRole('button', { name: 'Call Council Now' }).click();
    const emergency = page.getByRole('dialog', { name: 'Call Emergency Council Meeting' });
    await shown(emergency);

    await emergency.getByRole('button', { name: 'Convene' }).click();
    await shown(page.getByText('Missing Information'));

    await emergency.getByLabel('Emergency Type').click();
    await page.getByRole('option', { name: /Security Breach/ }).click();
    await emergency
      .getByLabel('Description')
      .fill('Customer records were exposed through a misconfigured storage bucket. We need a plan.');
    await snapViewport(page, 'emergency-council-dialog');
    await emergency.getByRole('button', { name: 'Convene' }).click();
    await shown(page.getByText('Emergency Council Meeting Scheduled'));
    await gone(emergency);

    const session = page.getByRole('dialog', { name: 'Emergency Council: Security Breach' });
    await shown(session);
    // The toast covers neither the attendees nor the message box of the meeting it announces.
    const scheduled = (await page.locator('.ui-toast').first().boundingBox())!;
    expect(overlaps(scheduled, (await session.getByTestId('meeting-attendees').boundingBox())!)).toBe(false);
    expect(overlaps(scheduled, (await session.getByLabel('Message to the council').boundingBox())!)).toBe(
      false,
    );
    const convened = await api<Meeting>(page, '/api/council/active');
    const lines = session.getByTestId('transcript-line');
    await expect.poll(() => lines.count()).toBe(convened.transcript.length);
    expect(await session.getByTestId('transcript-speaker').allTextContents()).toEqual(
      convened.transcript.map((line) => line.speaker),
    );
    expect(await lines.first().textContent()).toContain(convened.transcript[0]!.content);
    await snapViewport(page, 'council-meeting-dialog');

    const question = 'How much cash can we commit to the incident response this quarter?';
    await session.getByLabel('Message to the council').fill(question);
    await session.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => lines.count(), { timeout: 20_000 })
      .toBeGreaterThan(convened.transcript.length + 1);
    const answered = await api<Meeting>(page, '/api/council/active');
    const asked = answered.transcript.findIndex((line) => line.content === question && !line.agentId);
    expect(asked).toBe(convened.transcript.length);
    const answer = answered.transcript[asked + 1]!;
    expect(answer.agentId).toBeTruthy();
    await shown(session.getByText(answer.content));
    expect(await lines.nth(asked).getByTestId('transcript-speaker').textContent()).toBe('Player');
    await snapViewport(page, 'council-meeting-answered');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      session.getByRole('button', { name: 'Export Transcript' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^council-meeting-.+\.md$/);
    const file = await download.path();
    const markdown = readFileSync(file, 'utf8');
    expect(markdown).toContain('# Emergency Council: Security Breach');
    expect(markdown).toContain(question);
    expect(markdown).toContain(answer.content);

    await session.getByRole('button', { name: 'End Meeting' }).click();
    await shown(page.getByText('Meeting Ended'));
    await gone(session);
    const ended = (await page.locator('.ui-toast').first().boundingBox())!;
    const signals = await shown(page.locator('[aria-labelledby="risk-signals-title"]'));
    expect(overlaps(ended, (await signals.boundingBox())!)).toBe(false);
    expect(await api<Meeting | null>(page, '/api/council/active')).toBeNull();
    await expect.poll(() => page.getByTestId('metric-meetings-value').textContent()).toBe('1');
    await snap(page, 'dashboard-after-meeting');
    expect(player.pageErrors).toEqual([]);
  });
});
