import { useState, type ReactNode } from 'react';
import { Button } from '../button';
import { LineIcon } from '../line-icon';
import { Tooltip } from '../tooltip';
import { MoodDialog } from './mood-dialog';
import { ThemeSwitcherDialog } from './theme-switcher-dialog';

function MoodIcon() {
  return (
    <LineIcon width={18} height={18} strokeWidth={1.8}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
    </LineIcon>
  );
}

function PaletteIcon() {
  return (
    <LineIcon width={18} height={18} strokeWidth={1.8}>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.9 1.7-1.8 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5C21 6.6 17 3 12 3Z" />
      <circle cx="7.5" cy="11.5" r="1.2" />
      <circle cx="10" cy="7.5" r="1.2" />
      <circle cx="14.5" cy="7.5" r="1.2" />
    </LineIcon>
  );
}

/** An icon button named by its tooltip. */
function ThemeButton({
  label,
  onClick,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label} side="bottom">
      <Button variant="outline" size="icon" aria-label={label} onClick={onClick} data-testid={testId}>
        {children}
      </Button>
    </Tooltip>
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
      <ThemeButton
        label="Quick mood-based themes"
        onClick={() => setMoodOpen(true)}
        testId="mood-theme-button"
      >
        <MoodIcon />
      </ThemeButton>
      <ThemeButton
        label="Advanced theme customization"
        onClick={() => setSwitcherOpen(true)}
        testId="theme-switcher-button"
      >
        <PaletteIcon />
      </ThemeButton>
      <MoodDialog open={moodOpen} onOpenChange={setMoodOpen} />
      <ThemeSwitcherDialog open={switcherOpen} onOpenChange={setSwitcherOpen} />
    </>
  );
}
