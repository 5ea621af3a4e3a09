import { Badge, Button, ThemeButtons, type BadgeVariant } from '@ai-council/ui';

/** The badge's colour follows what the board status says (svc-council's boardStatusOf). */
function boardStatusVariant(status: string): BadgeVariant {
  if (/^Critical Alert/.test(status)) return 'danger';
  if (status === 'Council in Session') return 'warning';
  if (status === 'Game Complete') return 'secondary';
  return 'success';
}

/** SPEC §2 Dashboard header: title, board status, the emergency button and the two theme buttons. */
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
        <Badge variant={boardStatusVariant(boardStatus)} data-testid="board-status">
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
