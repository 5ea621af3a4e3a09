import { Badge, Skeleton, cashFlowTone } from '@ai-council/ui';
import { centsToDollars, formatMoney, quarterLabel } from '@ai-council/rules';
import { forwardRef, type ComponentType, type SVGProps } from 'react';
import { Link, NavLink } from 'react-router-dom';
import {
  AnalyticsIcon,
  BoardIcon,
  CouncilIcon,
  DashboardIcon,
  FinanceIcon,
  MessageIcon,
  ScenarioIcon,
  SettingsIcon,
  CalendarIcon,
  TrophyIcon,
} from '../../../components/icons';
import { useFinancialLatest, useGameState, paths } from '@ai-council/queries';
import { useActiveScenarioCount } from '../hooks/use-active-scenario-count';
import { BrandMark } from '../../../components/brand-mark';

/** SPEC §3: the sidebar shows 1,000,000 net worth and 0 cash flow when the figures are missing. */
const DEFAULT_NET_WORTH_DOLLARS = 1_000_000;
const DEFAULT_CASH_FLOW_DOLLARS = 0;

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A second way to a page that another link already marks as current. */
  alias?: boolean;
}

const mainNav: NavItem[] = [
  { to: paths.dashboard.getHref(), label: 'Dashboard', icon: DashboardIcon },
  // SPEC §2: /dashboard is also reached as Board Members.
  { to: paths.dashboard.getHref(), label: 'Board Members', icon: BoardIcon, alias: true },
  { to: paths.scenarios.getHref(), label: 'Business Scenarios', icon: ScenarioIcon },
  { to: paths.communications.getHref(), label: 'Communications', icon: MessageIcon },
  { to: paths.financial.getHref(), label: 'Financial Dashboard', icon: FinanceIcon },
  { to: paths.analytics.getHref(), label: 'Analytics', icon: AnalyticsIcon },
  { to: paths.achievements.getHref(), label: 'Achievements', icon: TrophyIcon },
  // Beyond SPEC §2's list (issue 10): today's challenge and its leaderboard.
  { to: paths.leaderboard.getHref(), label: 'Daily Challenge', icon: CalendarIcon },
  { to: paths.agents.getHref(), label: 'AI Council', icon: CouncilIcon },
];

/** The company's figures; `compact` is the phone top bar's one-line version. */
export function Finances({ compact = false }: { compact?: boolean }) {
  const financial = useFinancialLatest();
  const game = useGameState();

  const netWorth = financial.data ? centsToDollars(financial.data.netWorth) : DEFAULT_NET_WORTH_DOLLARS;
  const cashFlow = financial.data ? centsToDollars(financial.data.cashFlow) : DEFAULT_CASH_FLOW_DOLLARS;

  return (
    <dl className={compact ? 'topbar__finances' : 'sidebar__finances'} aria-label="Company finances">
      <div className="sidebar__finance-row">
        <dt>Net Worth</dt>
        <dd data-testid={compact ? 'topbar-net-worth' : 'sidebar-net-worth'}>
          {financial.isPending ? <Skeleton label="Loading net worth" /> : formatMoney(netWorth)}
        </dd>
      </div>
      <div className="sidebar__finance-row">
        <dt>Cash Flow</dt>
        <dd
          data-testid={compact ? 'topbar-cash-flow' : 'sidebar-cash-flow'}
          className={financial.isPending ? undefined : `text-${cashFlowTone(cashFlow)}`}
        >
          {financial.isPending ? <Skeleton label="Loading cash flow" /> : formatMoney(cashFlow)}
        </dd>
      </div>
      <div className="sidebar__finance-row">
        <dt>Quarter</dt>
        <dd data-testid={compact ? 'topbar-quarter' : 'sidebar-quarter'}>
          {game.data ? (
            quarterLabel(game.data.currentQuarter)
          ) : game.isPending ? (
            <Skeleton label="Loading quarter" />
          ) : (
            '—'
          )}
        </dd>
      </div>
    </dl>
  );
}

function NavEntry({ item, badge }: { item: NavItem; badge?: number }) {
  const Icon = item.icon;
  const content = (
    <>
      <Icon className="sidebar__icon" />
      <span className="sidebar__link-text">{item.label}</span>
      {badge ? (
        <Badge
          variant="danger"
          aria-label={`${badge} active scenarios`}
          data-testid="sidebar-scenarios-badge"
        >
          {badge}
        </Badge>
      ) : null}
    </>
  );
  return (
    <li>
      {item.alias ? (
        <Link to={item.to} className="sidebar__link">
          {content}
        </Link>
      ) : (
        <NavLink to={item.to} className="sidebar__link">
          {content}
        </NavLink>
      )}
    </li>
  );
}

/**
 * SPEC §2 sidebar: finances, quarter and the links, with Settings in its own
 * group at the bottom. Below 900 px it is a drawer (`open`), behind the top
 * bar's menu button (app-frame.tsx).
 */
export const Sidebar = forwardRef<HTMLElement, { open?: boolean }>(function Sidebar({ open = false }, ref) {
  const activeScenarios = useActiveScenarioCount();
  return (
    <aside
      ref={ref}
      id="app-sidebar"
      className="sidebar"
      data-open={open}
      data-testid="sidebar"
      aria-label="AI Council"
    >
      <Link
        to={paths.dashboard.getHref()}
        className="sidebar__brand"
        style={{ textDecoration: 'none', color: 'inherit' }}
      >
        <BrandMark />
      </Link>

      <Finances />

      <nav aria-label="Main">
        <p className="sidebar__group-label">Navigation</p>
        <ul className="sidebar__nav">
          {mainNav.map((item) => (
            <NavEntry
              key={item.label}
              item={item}
              badge={item.to === paths.scenarios.getHref() ? activeScenarios : undefined}
            />
          ))}
        </ul>
      </nav>

      <nav aria-label="Settings" className="sidebar__footer">
        <ul className="sidebar__nav">
          <NavEntry item={{ to: paths.apiKeys.getHref(), label: 'Settings', icon: SettingsIcon }} />
        </ul>
      </nav>
    </aside>
  );
});
