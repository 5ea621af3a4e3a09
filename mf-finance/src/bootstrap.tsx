import '@ai-council/ui/styles.css';
import { renderStandaloneApp } from '@ai-council/ui';
import { GameStarted, paths } from '@ai-council/queries';
import FinancialPage from './exposes/financial-page';
import GameOverPage from './exposes/game-over-page';
import LeaderboardPage from './exposes/leaderboard-page';

renderStandaloneApp({
  name: 'mf-finance',
  pages: [
    { path: paths.financial.path, label: 'Financial Dashboard', element: <FinancialPage /> },
    { path: paths.gameOver.path, label: 'Game Over', element: <GameOverPage /> },
    { path: paths.leaderboard.path, label: "Today's Challenge", element: <LeaderboardPage /> },
  ],
  children: <GameStarted />,
});
