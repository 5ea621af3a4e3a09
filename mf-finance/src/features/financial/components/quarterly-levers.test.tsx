import {
  DEFAULT_QUARTERLY_LEVERS,
  LEVER_CATALOGUE,
  type QuarterlyLevers as Levers,
  type QuarterlyLeversProjection,
} from '@ai-council/contracts';
import {
  fakeApi,
  type FakeRoutes,
  featuresReported,
  passTimeAndLetAnswersLand,
  renderPage,
} from '@ai-council/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECTION_DELAY_MS } from '../hooks/use-levers-projection';
import { aLeversView, svcGameUnavailable } from '../../../testing/financial-fixtures';
import { QuarterlyLevers } from './quarterly-levers';

// The projection's debounce is timed with fake timers; fetch answers at once
// (fakeApi), so advancing the clock a little more lets the answer reach the page.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

const aView = aLeversView;

const figures = (netWorth: number, cash: number) => ({
  quartersPlayed: 2,
  cash,
  netWorth,
  revenue: 112_000_000,
  costs: 104_000_000,
  marketShare: 212,
  employeeCount: 27,
  drivers: { brand: 61 },
});

const projection: QuarterlyLeversProjection = {
  quarter: 2,
  quarters: 2,
  with: figures(102_431_800, 85_120_000),
  without: figures(102_800_000, 87_500_000),
  delta: {
    cash: -2_380_000,
    netWorth: -368_200,
    revenue: 0,
    costs: 0,
    marketShare: 0,
    employeeCount: 0,
    drivers: { brand: 4 },
  },
  stake: 10_000,
  stakeWithout: 10_000,
  effects: ['Marketing budget $20K: brand and sales pipeline up to +4 points.'],
};

const marketing = (cents: number): Levers => ({ ...DEFAULT_QUARTERLY_LEVERS, marketingBudget: cents });

function serve(routes: FakeRoutes = {}) {
  return fakeApi({
    'GET /api/game/levers': aView(),
    'POST /api/game/levers/projection': projection,
    ...routes,
  });
}

const render = () =>
  renderPage(<QuarterlyLevers />, {
    path: '/financial',
  });

/** Lets the debounce elapse and the answer land. */
const settle = () => passTimeAndLetAnswersLand(PROJECTION_DELAY_MS + 50);

/** What `find` finds once the answers due have landed. */
async function later<T>(find: () => T): Promise<T> {
  await passTimeAndLetAnswersLand(10);
  return find();
}

describe('Quarterly levers on /financial', () => {
  it('when nothing is set, then every lever is a labelled field at its default, the quarter plays with the defaults and nothing is projected', async () => {
    const { calls } = serve();
    render();
    const price = await later(() => screen.getByLabelText('Price change (%)'));
    expect((price as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Marketing budget ($)') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('R&D budget ($)') as HTMLInputElement).value).toBe('0');
    expect(screen.getByRole('combobox', { name: 'Hiring plan' }).textContent).toContain(
      'Hire as the work needs',
    );
    expect(screen.getByRole('combobox', { name: 'Financing' }).textContent).toContain('No financing');
    expect(screen.getByTestId('levers-badge').textContent).toBe('Defaults');
    expect(screen.getByText('Nothing set: the quarter plays with the defaults.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply levers' }).hasAttribute('disabled')).toBe(true);
    await settle();
    expect(calls.filter((c) => c.path === '/api/game/levers/projection')).toEqual([]);
  });

  it('when levers are set, then the card names each field and each setting by the lever catalogue', async () => {
    const set: Levers = {
      priceChangePercent: -5,
      hiring: { plan: 'freeze' },
      marketingBudget: 0,
      researchBudget: 3_000_000,
      financing: { kind: 'raise-capital', amount: 5_000_000 },
    };
    serve({ 'GET /api/game/levers': aView({ set, isSet: true }) });
    render();
    const name = (kind: keyof typeof LEVER_CATALOGUE) => LEVER_CATALOGUE[kind].name;
    for (const label of [
      `${name('price-change')} (%)`,
      `${name('marketing-budget')} ($)`,
      `${name('research-budget')} ($)`,
    ]) {
      expect(await later(() => screen.getByLabelText(label))).toBeTruthy();
    }
    const phrases = [...screen.getByTestId('levers-set').querySelectorAll('li')].map((li) => li.textContent);
    expect(phrases).toEqual([
      `${LEVER_CATALOGUE['price-change'].short} -5%`,
      LEVER_CATALOGUE['hiring-pause'].quarterlyName,
      `${name('research-budget')} $30K`,
      `${name('raise-capital')} $50K`,
    ]);
    expect(phrases).toEqual(['Prices -5%', 'Hiring freeze', 'R&D budget $30K', 'Capital raised $50K']);
  });

  it('when a marketing budget is typed, then the engine’s projection is asked once the player pauses and shows net worth and cash with and without it', async () => {
    const { calls } = serve();
    render();
    const budget = await later(() => screen.getByLabelText('Marketing budget ($)'));
    expect(budget.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(budget.getAttribute('aria-describedby')!)!.textContent).toContain(
      'gain most from about $22K',
    );
    fireEvent.change(budget, { target: { value: '2' } });
    fireEvent.change(budget, { target: { value: '20000' } });
    expect(screen.getByTestId('levers-projection-status').textContent).toContain('Projecting…');
    await settle();

    const asked = calls.filter((c) => c.path === '/api/game/levers/projection');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'POST', body: marketing(2_000_000) });
    expect((await later(() => screen.getByTestId('levers-projection-summary'))).textContent).toBe(
      'With these levers, 2 quarters ahead: net worth $1,024,318 (vs $1,028,000 without), cash $851,200 (vs $875,000).',
    );
    const table = screen.getByRole('table', { name: /projection/ });
    const netWorth = within(table).getByRole('row', { name: /^Net worth/ });
    expect(
      within(netWorth)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,024,318', '$1,028,000', '-$3,682']);
    expect(screen.getByRole('list', { name: 'What the levers book' }).textContent).toContain(
      'Marketing budget $20K',
    );
    expect(featuresReported(calls)).toEqual(['projection_viewed']);
  });

  it('when Apply is pressed, then the levers are set for the coming quarter, a toast confirms and the card shows them', async () => {
    const applied = aView({ set: marketing(2_000_000), isSet: true });
    const { calls } = serve({ 'PUT /api/game/levers': applied });
    render();
    fireEvent.change(await later(() => screen.getByLabelText('Marketing budget ($)')), {
      target: { value: '20000' },
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Apply levers' }));
    await settle();

    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/game/levers',
      body: marketing(2_000_000),
    });
    expect(await later(() => screen.getByText('Levers Set'))).toBeTruthy();
    expect(
      screen.getByText('For Q2 Year 1: Marketing budget $20K. They apply when the quarter is played.'),
    ).toBeTruthy();
    expect(screen.getByTestId('levers-badge').textContent).toBe('Set for Q2 Year 1');
    expect(screen.getByTestId('levers-set').textContent).toBe('Marketing budget $20K');
    expect(screen.getByRole('button', { name: 'Apply levers' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Applied for Q2 Year 1.')).toBeTruthy();
  });

  it('when the form is submitted from the keyboard (Enter in a field), then it applies', async () => {
    const { calls } = serve({ 'PUT /api/game/levers': aView({ set: marketing(500_000), isSet: true }) });
    render();
    const budget = await later(() => screen.getByLabelText('Marketing budget ($)'));
    fireEvent.change(budget, { target: { value: '5000' } });
    fireEvent.submit(budget.closest('form')!);
    await settle();
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
  });

  it('when a value is out of bounds, then its field says what to enter, Apply is disabled and nothing is projected', async () => {
    const { calls } = serve();
    render();
    const price = await later(() => screen.getByLabelText('Price change (%)'));
    fireEvent.change(price, { target: { value: '45' } });
    await settle();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole percent from -30 to +30.');
    expect(screen.getByRole('button', { name: 'Apply levers' }).hasAttribute('disabled')).toBe(true);
    expect(calls.filter((c) => c.path === '/api/game/levers/projection')).toEqual([]);
  });

  it('when the credit line is chosen, then its amount field, rate and room appear, and the amount is projected in cents', async () => {
    const { calls } = serve();
    render();
    fireEvent.keyDown(await later(() => screen.getByRole('combobox', { name: 'Financing' })), {
      key: 'Enter',
    });
    fireEvent.click(screen.getByRole('option', { name: 'Draw on the credit line' }));
    const amount = screen.getByLabelText('Financing amount ($)');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Up to $550K: 3% interest a quarter (the bank loan: 1.5%), repaid over 4 quarters.',
    );
    fireEvent.change(amount, { target: { value: '100,000' } });
    await settle();
    expect(calls.find((c) => c.path === '/api/game/levers/projection')?.body).toMatchObject({
      financing: { kind: 'credit-line', amount: 10_000_000 },
    });
  });

  it('when the company cannot take the settings, then the service’s sentence shows in place of the projection', async () => {
    serve({
      'POST /api/game/levers/projection': () =>
        new Response(
          JSON.stringify({
            message:
              'The budgets and planned hires would cost $400K this quarter, more than the $300K cash at hand. Lower them, or add financing.',
          }),
          { status: 400 },
        ),
    });
    render();
    fireEvent.change(await later(() => screen.getByLabelText('R&D budget ($)')), {
      target: { value: '400000' },
    });
    await settle();
    expect((await later(() => screen.getByTestId('levers-projection-error'))).textContent).toBe(
      'The budgets and planned hires would cost $400K this quarter, more than the $300K cash at hand. Lower them, or add financing.',
    );
  });

  it('when levers run and the credit line is owed, then the card lists them', async () => {
    serve({
      'GET /api/game/levers': aView({
        running: [
          {
            kind: 'hiring-pause',
            description: 'Hiring pause (Security Breach Detected)',
            quartersLeft: 2,
            source: 'scenario:sc-1',
          },
        ],
        financing: { ...aView().financing, creditLineBalance: 15_000_000, creditLineInstallment: 5_000_000 },
      }),
    });
    render();
    const running = await later(() => screen.getByTestId('levers-running'));
    expect(running.textContent).toContain('Hiring pause (Security Breach Detected) (2 quarters left)');
    expect(running.textContent).toContain('Credit line: $150K owed, repaid $50K a quarter at 3% interest');
  });

  it('while loading it shows a placeholder, and when the read fails it says so with the server’s message', async () => {
    serve({
      'GET /api/game/levers': svcGameUnavailable,
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading the quarterly levers' })).toBeTruthy();
    await settle();
    const alert = await later(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain('The quarterly levers could not be loaded.');
    expect(alert.textContent).toContain('svc-game is unavailable');
  });
});
