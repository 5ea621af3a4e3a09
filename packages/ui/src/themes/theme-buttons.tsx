import { useState } from 'react';
import { Button } from '../button';
import { Tooltip } from '../tooltip';
import { MoodDialog } from './mood-dialog';
import { ThemeSwitcherDialog } from './theme-switcher-dialog';

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  width: 18,
  height: 18,
  'aria-hidden': true,
  focusable: false,
} as const;

function MoodIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
    </svg>
  );
}

function PaletteIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.9 1.7-1.8 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5C21 6.6 17 3 12 3Z" />
      <circle cx="7.5" cy="11.5" r="1.2" />
      <circle cx="10" cy="7.5" r="1.2" />
      <circle cx="14.5" cy="7.5" r="1.2" />
    </svg>
  );
}

/**
 * The dashboard header's two theme buttons (SPEC §2): the mood picker and the
 * Theme Switcher, each with its tooltip and modal.
 */
export function ThemeButtons() {
  const [moodOpen, setMoodOpen] = useState(false);
  const [switcherOpen, setSwitcherOpen] = useState(false);
  return (
    <>
      <Tooltip content="Quick mood-based themes" side="bottom">
        <Button
          variant="outline"
          size="icon"
          aria-label="Quick mood-based themes"
          onClick={() => setMoodOpen(true)}
          data-testid="mood-theme-button"
        >
          <MoodIcon />
        </Button>
      </Tooltip>
      <Tooltip content="Advanced theme customization" side="bottom">
        <Button
          variant="outline"
          size="icon"
          aria-label="Advanced theme customization"
          onClick={() => setSwitcherOpen(true)}
          data-testid="theme-switcher-button"
        >
          <PaletteIcon />
        </Button>
      </Tooltip>
      <MoodDialog open={moodOpen} onOpenChange={setMoodOpen} />
      <ThemeSwitcherDialog open={switcherOpen} onOpenChange={setSwitcherOpen} />
    </>
  );
}
