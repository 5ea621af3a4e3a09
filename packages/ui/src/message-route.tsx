/**
 * Who a message went from and to, read aloud as "from … to …". SPEC §3: a
 * message with no recipient went to everyone, shown as 'All'.
 */
export function MessageRoute({
  from,
  to,
  className,
}: {
  from: string;
  to: string | null;
  className?: string;
}) {
  return (
    <span className={className}>
      <strong>{from}</strong>
      <span className="ui-route-arrow" aria-hidden="true">
        {' → '}
      </span>
      <span className="ui-sr-only">to </span>
      <span data-testid="communication-to">{to ?? 'All'}</span>
    </span>
  );
}
