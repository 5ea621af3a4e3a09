import type { ReactNode } from 'react';
import './dashboard-layout.css';

/**
 * The dashboard's arrangement: metrics across the top, then the board and the
 * departments beside the game controls and alerts. In one column (a phone) the
 * game controls come first, so the game's main action is in reach without
 * scrolling past every department. Each slot keeps its place while its data
 * loads, so nothing jumps when it arrives.
 */
export function DashboardLayout({
  notices,
  metrics,
  control,
  main,
  aside,
}: {
  notices?: ReactNode;
  metrics: ReactNode;
  /** The game's main action (advancing the quarter): first in one column, atop the side column otherwise. */
  control: ReactNode;
  main: ReactNode;
  aside: ReactNode;
}) {
  return (
    <>
      {notices}
      {metrics}
      <div className="dashboard-layout">
        <div className="dashboard-layout__control">{control}</div>
        <div className="dashboard-layout__main">{main}</div>
        <div className="dashboard-layout__aside">{aside}</div>
      </div>
    </>
  );
}
