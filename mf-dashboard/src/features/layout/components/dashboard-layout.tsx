import type { ReactNode } from 'react';
import './dashboard-layout.css';

/**
 * The dashboard's arrangement: metrics across the top, then the board and the
 * departments beside the game controls and alerts. Each slot keeps its place
 * while its data loads, so nothing jumps when it arrives.
 */
export function DashboardLayout({
  notices,
  metrics,
  main,
  aside,
}: {
  notices?: ReactNode;
  metrics: ReactNode;
  main: ReactNode;
  aside: ReactNode;
}) {
  return (
    <>
      {notices}
      {metrics}
      <div className="dashboard-layout">
        <div className="dashboard-layout__main">{main}</div>
        <div className="dashboard-layout__aside">{aside}</div>
      </div>
    </>
  );
}
