import { Button } from '@ai-council/ui';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useShellGameStarted } from '../features/game-start/hooks/use-game-started';
import { Finances, Sidebar } from '../features/sidebar/components/sidebar';
import { MenuIcon } from '../components/icons';
import './app-frame.css';

/** Below this width the sidebar is a drawer behind the top bar's menu button (app-frame.css). */
const PHONE_LAYOUT = '(max-width: 899.98px)';

/** The signed-in layout: sidebar plus the current page, for a player whose game the shell has started. */
export function AppFrame() {
  useShellGameStarted();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // A link followed in the drawer closes it (focus then goes to the new page's heading).
  useEffect(() => setDrawerOpen(false), [pathname]);

  // Closed by Escape or the scrim: focus goes back to the menu button, once it is no longer inert.
  const focusMenuOnClose = useRef(false);
  // Opened: focus moves into the drawer. Widened to the desktop layout: the drawer is just the sidebar again.
  useEffect(() => {
    if (!drawerOpen) {
      if (focusMenuOnClose.current) menuButton.current?.focus();
      focusMenuOnClose.current = false;
      return;
    }
    drawer.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const phone = window.matchMedia(PHONE_LAYOUT);
    const widened = () => {
      if (!phone.matches) setDrawerOpen(false);
    };
    // The rest of the page is inert while the drawer is open, so Escape anywhere is meant for the drawer.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      focusMenuOnClose.current = true;
      setDrawerOpen(false);
    };
    phone.addEventListener('change', widened);
    document.addEventListener('keydown', escape);
    return () => {
      phone.removeEventListener('change', widened);
      document.removeEventListener('keydown', escape);
    };
  }, [drawerOpen]);

  const closeDrawer = () => {
    focusMenuOnClose.current = true;
    setDrawerOpen(false);
  };

  return (
    <div className="app-frame" data-drawer-open={drawerOpen}>
      <a href="#content" className="ui-skip-link">
        Skip to content
      </a>
      <header className="topbar" inert={drawerOpen}>
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="topbar__menu"
          aria-label="Menu"
          aria-expanded={drawerOpen}
          aria-controls="app-sidebar"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon className="topbar__menu-icon" />
        </Button>
        <span className="topbar__title">AI Council</span>
        <Finances compact />
      </header>
      <Sidebar ref={drawer} open={drawerOpen} />
      {drawerOpen ? <div className="app-frame__scrim" aria-hidden="true" onClick={closeDrawer} /> : null}
      <div id="content" className="app-frame__main" tabIndex={-1} inert={drawerOpen}>
        <Outlet />
      </div>
    </div>
  );
}
