import { useEffect, useState } from 'react';
import { trackFeatureUsage } from '../analytics/tracker';
import { Badge } from '../badge';
import { Button } from '../button';
import { cn } from '../cn';
import { Dialog } from '../dialog';
import { applyTheme, getCurrentThemeId, readSavedThemeId } from './theme-store';
import { themeById, themes, type Theme, type ThemeId } from './themes';
import { useDialogTimers } from './use-dialog-timers';

/** SPEC §9: 'Applying theme...' shows for 800 ms, then the modal closes 500 ms later. */
export const THEME_APPLY_MS = 800;
export const THEME_CLOSE_MS = 500;

/** A small picture of the page in a theme's own colours. */
export function ThemePreview({ theme }: { theme: Theme }) {
  const p = theme.palette;
  return (
    <span
      className="theme-preview"
      aria-hidden="true"
      style={{ background: `hsl(${p.background})`, borderColor: `hsl(${p.border})` }}
    >
      <span className="theme-preview__bar" style={{ background: `hsl(${p['surface-sunken']})` }}>
        <span className="theme-preview__logo" style={{ background: `hsl(${p.primary})` }} />
        <span className="theme-preview__line" style={{ background: `hsl(${p['muted-foreground']} / 0.5)` }} />
      </span>
      <span
        className="theme-preview__card"
        style={{ background: `hsl(${p.surface})`, borderColor: `hsl(${p.border})` }}
      >
        <span className="theme-preview__line" style={{ background: `hsl(${p.foreground} / 0.85)` }} />
        <span className="theme-preview__swatches">
          {theme.preview.map((swatch) => (
            <span key={swatch} className="theme-preview__swatch" style={{ background: `hsl(${swatch})` }} />
          ))}
        </span>
      </span>
    </span>
  );
}

/** One theme to choose: its preview, name, mood and description. */
function ThemeOption({
  theme,
  isCurrent,
  disabled,
  onChoose,
}: {
  theme: Theme;
  isCurrent: boolean;
  disabled: boolean;
  onChoose: (theme: Theme) => void;
}) {
  return (
    <button
      type="button"
      className={cn('theme-option', isCurrent && 'theme-option--current')}
      aria-pressed={isCurrent}
      disabled={disabled}
      onClick={() => onChoose(theme)}
      data-testid={`theme-option-${theme.id}`}
    >
      <ThemePreview theme={theme} />
      <span className="theme-option__body">
        <span className="theme-option__title">
          <span className="theme-option__name">{theme.name}</span>
          {isCurrent ? (
            <span className="theme-option__check" aria-hidden="true">
              ✓
            </span>
          ) : null}
        </span>
        <span className="theme-option__mood">{theme.mood}</span>
        <span className="theme-option__description">{theme.description}</span>
      </span>
    </button>
  );
}

/** SPEC §2 Theme Switcher modal: 8 themes, the current mood, 'Applying theme...'. */
export function ThemeSwitcherDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [selected, setSelected] = useState<ThemeId>(getCurrentThemeId);
  const [applying, setApplying] = useState(false);
  const later = useDialogTimers(open);

  // SPEC §4: the saved theme id is read on open to mark the current theme.
  useEffect(() => {
    if (open) setSelected(readSavedThemeId() ?? getCurrentThemeId());
    else setApplying(false);
  }, [open]);

  const choose = (theme: Theme) => {
    if (applying) return;
    applyTheme(theme);
    setSelected(theme.id);
    setApplying(true);
    void trackFeatureUsage('theme_switcher');
    later(() => {
      setApplying(false);
      later(() => onOpenChange(false), THEME_CLOSE_MS);
    }, THEME_APPLY_MS);
  };

  const current = themeById(selected);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="xl" data-testid="theme-switcher">
        <Dialog.Header>
          <div className="ui-row">
            <Dialog.Title>Theme Switcher</Dialog.Title>
            {current ? (
              <Badge variant="secondary" data-testid="theme-current-mood">
                Current: {current.mood}
              </Badge>
            ) : null}
          </div>
          <Dialog.Description>Choose a theme that matches your mood</Dialog.Description>
        </Dialog.Header>

        <div className="theme-grid" role="group" aria-label="Themes">
          {themes.map((theme) => {
            const isCurrent = theme.id === selected;
            return (
              <ThemeOption
                key={theme.id}
                theme={theme}
                isCurrent={isCurrent}
                disabled={applying && !isCurrent}
                onChoose={choose}
              />
            );
          })}
        </div>

        <Dialog.Footer className="theme-dialog__footer">
          {/* The status line keeps its height, so the footer does not jump while a theme applies. */}
          <p className="theme-dialog__status" role="status" aria-live="polite">
            {applying ? (
              <>
                <span className="ui-spinner ui-spinner--sm" aria-hidden="true" /> Applying theme...
              </>
            ) : null}
          </p>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog>
  );
}
