import { LineIcon as Icon } from '@ai-council/ui';

// Small line icons for the stat cards, drawn on a 24-unit grid in the current text colour.
export const NetWorthIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M16 14.5h2" />
    <path d="M7 6V4.5A1.5 1.5 0 0 1 8.5 3h7A1.5 1.5 0 0 1 17 4.5V6" />
  </Icon>
);

export const CashFlowIcon = () => (
  <Icon>
    <path d="M4 8h13l-3-3M20 16H7l3 3" />
  </Icon>
);

export const GrowthIcon = () => (
  <Icon>
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </Icon>
);

export const MarketShareIcon = () => (
  <Icon>
    <path d="M12 3a9 9 0 1 0 9 9h-9z" />
    <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
  </Icon>
);
