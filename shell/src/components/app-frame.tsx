import { Outlet } from 'react-router-dom';
import { Sidebar } from '../features/sidebar/components/sidebar';
import './app-frame.css';

/** The signed-in layout: sidebar plus the current page. */
export function AppFrame() {
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
