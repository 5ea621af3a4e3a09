import '../features/game-over/components/game-over.css';
import { Page } from '@ai-council/ui';
import { TodaysChallengeButton } from '../components/todays-challenge-button';
import { ChallengeLeaderboard } from '../features/leaderboard/components/challenge-leaderboard';

/** /leaderboard: today's challenge, the same company for everyone this UTC day, and its verified scores. */
export default function LeaderboardPage() {
  return (
    <Page
      title="Daily Challenge"
      subtitle="Everyone who starts today's challenge runs the same company from the same seed. When a game ends, svc-game replays its decisions from that seed and only a score it reproduces joins the leaderboard."
      actions={<TodaysChallengeButton variant="primary" />}
      style={{ maxWidth: 960 }}
    >
      <ChallengeLeaderboard />
    </Page>
  );
}
