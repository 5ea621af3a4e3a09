import { useEffect, useState } from 'react';
import { trackFeatureUsage } from '../analytics/tracker';
import { Badge } from '../badge';
import { Button } from '../button';
import { cn } from '../cn';
import { Dialog } from '../dialog';
import { LineIcon } from '../line-icon';
import { applyTheme } from './theme-store';
import { ThemePreview } from './theme-switcher-dialog';
import { moods, themeById, themeForMood, type MoodId } from './themes';
import { useDialogTimers } from './use-dialog-timers';

const iconPaths: Record<MoodId, string> = {
  focused: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM12 12h.01',
  energetic: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  calm: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7',
  creative: 'M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3ZM9.5 19h5M10.5 21.5h3',
  passionate:
    'M12 22c4 0 7-2.7 7-6.8 0-4.5-3.5-6.7-4.6-10.2-.4 2.3-1.6 3.8-3 4.6.2-2.6-.8-5.2-3-6.6.3 4.3-3.4 6.7-3.4 12.2C5 19.3 8 22 12 22Z',
  refreshed:
    'M2 8c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-1M2 13c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-1M2 18c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-1',
  sophisticated: 'M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5Z',
};

function MoodIcon({ mood }: { mood: MoodId }) {
  return (
    <LineIcon width="22" height="22" strokeWidth={1.8}>
      <path d={iconPaths[mood]} />
    </LineIcon>
  );
}

/** SPEC §9: the mood modal closes 1000 ms after a mood is chosen. */
export const MOOD_CLOSE_MS = 1000;

/** SPEC §2 Mood modal: seven moods, each applying its theme (SPEC §3 mood to theme). */
export function MoodDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [selected, setSelected] = useState<MoodId | null>(null);
  const later = useDialogTimers(open);

  useEffect(() => {
    if (open) setSelected(null);
  }, [open]);

  const choose = (mood: MoodId) => {
    if (selected) return;
    setSelected(mood);
    applyTheme(themeForMood(mood));
    void trackFeatureUsage('mood_theme');
    later(() => onOpenChange(false), MOOD_CLOSE_MS);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="lg" data-testid="mood-dialog">
        <Dialog.Header>
          <Dialog.Title>How are you feeling today?</Dialog.Title>
          <Dialog.Description>
            Choose a mood and we&apos;ll set the perfect theme for your workflow
          </Dialog.Description>
        </Dialog.Header>

        <div className="mood-grid" role="group" aria-label="Moods">
          {moods.map((mood) => {
            const theme = themeById(mood.themeId);
            const isSelected = selected === mood.id;
            return (
              <button
                key={mood.id}
                type="button"
                className={cn('mood-option', isSelected && 'mood-option--selected')}
                aria-pressed={isSelected}
                disabled={selected !== null && !isSelected}
                onClick={() => choose(mood.id)}
                data-testid={`mood-option-${mood.id}`}
              >
                <span
                  className="mood-option__icon"
                  style={theme ? { color: `hsl(${theme.palette.primary})` } : undefined}
                >
                  <MoodIcon mood={mood.id} />
                </span>
                <span className="mood-option__body">
                  <span className="mood-option__title">
                    <span className="mood-option__label">{mood.label}</span>
                    {isSelected ? <Badge variant="success">Selected</Badge> : null}
                  </span>
                  <span className="mood-option__description">{mood.description}</span>
                  <span className="mood-option__theme">{theme?.name}</span>
                </span>
                {theme ? <ThemePreview theme={theme} /> : null}
              </button>
            );
          })}
        </div>

        <Dialog.Footer>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog>
  );
}
