import '@ai-council/ui/styles.css';
import { getQueryFn } from '@ai-council/contracts';
import { StandaloneApp, createQueryClient } from '@ai-council/ui';
import { GameStarted, paths } from '@ai-council/queries';
import { createRoot } from 'react-dom/client';
import FinancialPage from './exposes/financial-page';
import GameOverPage from './exposes/game-over-page';
import LeaderboardPage from './exposes/leaderboard-page';

const container = document.getElementById('root');
if (!container) throw new Error('mf-finance: #root is missing from index.html');

createRoot(container).render(
  <StandaloneApp
    name="mf-finance"
    queryClient={createQueryClient(getQueryFn({ on401: 'throw' }))}
    pages={[
      { path: paths.financial.path, label: 'Financial Dashboard', element: <FinancialPage /> },
      { path: paths.gameOver.path, label: 'Game Over', element: <GameOverPage /> },
      { path: paths.leaderboard.path, label: "Today's Challenge", element: <LeaderboardPage /> },
    ]}
  >
    <GameStarted />
  </StandaloneApp>,
);
