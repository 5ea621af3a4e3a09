import type { Department } from '@ai-council/contracts';
import { Badge, type BadgeVariant, Card, Progress, Skeleton } from '@ai-council/ui';
import './overview.css';

const statusLook: Record<
  Department['status'],
  { label: string; badge: BadgeVariant; tone: 'success' | 'warning' | 'danger' }
> = {
  healthy: { label: 'Healthy', badge: 'success', tone: 'success' },
  alert: { label: 'Alert', badge: 'warning', tone: 'warning' },
  warning: { label: 'Warning', badge: 'warning', tone: 'warning' },
  critical: { label: 'Critical', badge: 'danger', tone: 'danger' },
};

/** The department count the placeholders reserve room for (svc-council has 11). */
const PLACEHOLDER_DEPARTMENTS = 11;

/** SPEC §2 Department Status Overview: each department's status and health score. */
export function DepartmentStatusOverview({ departments }: { departments: Department[] | undefined }) {
  return (
    <Card aria-labelledby="departments-title">
      <Card.Header>
        <Card.Title id="departments-title">Department Status Overview</Card.Title>
        <Card.Description>Health of every department the council oversees.</Card.Description>
      </Card.Header>
      <Card.Content>
        <ul className="department-grid" aria-busy={departments ? undefined : true}>
          {departments
            ? departments.map((department) => {
                const look = statusLook[department.status];
                return (
                  <li
                    key={department.id}
                    className={`ui-tile department-tile department-tile--${look.tone}`}
                    data-testid="department-tile"
                  >
                    <div className="ui-title-row">
                      <p className="ui-clamp department-tile__name">{department.name}</p>
                      <Badge variant={look.badge}>{look.label}</Badge>
                    </div>
                    <p className="ui-clamp department-tile__description">{department.description}</p>
                    <div className="department-tile__health">
                      <Progress
                        value={department.healthScore}
                        tone={look.tone}
                        label={`${department.name} health ${department.healthScore}%`}
                      />
                      <span className="department-tile__score">{department.healthScore}%</span>
                    </div>
                  </li>
                );
              })
            : Array.from({ length: PLACEHOLDER_DEPARTMENTS }, (_, i) => (
                <li key={i} className="ui-tile department-tile department-tile--loading">
                  <Skeleton className="department-tile__name-skeleton" label="Loading department" />
                  <Skeleton className="department-tile__description-skeleton" />
                  <Skeleton className="department-tile__bar-skeleton" />
                </li>
              ))}
        </ul>
      </Card.Content>
    </Card>
  );
}
