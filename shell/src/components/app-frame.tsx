import { Outlet } from 'react-router-dom';
import { useShellGameStarted } from '../features/game-start/hooks/use-game-started';
import { Sidebar } from '../features/sidebar/components/sidebar';
import './app-frame.css';

/** The signed-in layout: sidebar plus the current page, for a player whose game the shell has started. */
export function AppFrame() {
  useShellGameStarted();
  return (
    <div className="app-frame">
      <a href="#content" className="ui-skip-link">
        Skip to content
      </a>
      <Sidebar />
      <div id="content" className="app-frame__main" tabIndex={-1}>
        <Outlet />
      </div>
    </div>
  );
}
