import '../features/achievements/components/achievements.css';
import { AchievementsView } from '../features/achievements/components/achievements-view';

/** /achievements (SPEC §2 Achievements). */
export default function AchievementsPage() {
  return (
    <main className="ui-page" aria-labelledby="achievements-page-title">
      <AchievementsView />
    </main>
  );
}
