import { Badge, Button, ThemeButtons } from '@ai-council/ui';

/** SPEC §2 Dashboard header; the emergency council dialog arrives with its issue. */
export function DashboardHeader({
  boardStatus = 'System Active',
  onCallCouncil,
}: {
  boardStatus?: string;
  onCallCouncil?: () => void;
}) {
  return (
    <header className="ui-page__header">
      <div>
        <h1 id="dashboard-title" className="ui-page__title">
          Corporate AI Council Dashboard
        </h1>
        <p className="ui-page__subtitle">Real-time monitoring and decision support system</p>
      </div>
      <div className="ui-row">
        <Badge variant="success" data-testid="board-status">
          <span className="ui-dot" aria-hidden="true" />
          {boardStatus}
        </Badge>
        <Button variant="danger" onClick={onCallCouncil} data-testid="call-council">
          Call Council Now
        </Button>
        {/* SPEC §2: mood theme ('Quick mood-based themes') and advanced theme ('Advanced theme customization'). */}
        <ThemeButtons />
      </div>
    </header>
  );
}
