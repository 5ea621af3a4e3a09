import { DashboardHeader } from '../features/header/components/dashboard-header';
import { GameControlCenter } from '../features/game-control/components/game-control-center';

/** /dashboard (SPEC §2 Dashboard). */
export default function DashboardPage() {
  return (
    <main className="ui-page" aria-labelledby="dashboard-title">
      <DashboardHeader />
      <div className="ui-grid ui-grid--2">
        <GameControlCenter />
      </div>
    </main>
  );
}
