import { Card, Skeleton } from '@ai-council/ui';

/** A council tab's card while its data is on the way: the tab's title, what is happening, and grey lines. */
export function TabPlaceholder({ title, status, lines }: { title: string; status: string; lines: number }) {
  return (
    <Card aria-busy="true">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        <Card.Description>{status}</Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </Card.Content>
    </Card>
  );
}
