import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type DivProps = HTMLAttributes<HTMLDivElement>;

function CardRoot({ className, ...props }: DivProps) {
  return <div className={cn('ui-card', className)} {...props} />;
}

function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('ui-card__header', className)} {...props} />;
}

function CardTitle({ className, children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h3 className={cn('ui-card__title', className)} {...props}>
      {children}
    </h3>
  );
}

function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('ui-card__description', className)} {...props} />;
}

function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('ui-card__content', className)} {...props} />;
}

function CardFooter({ className, ...props }: DivProps) {
  return <div className={cn('ui-card__footer', className)} {...props} />;
}

/**
 * A panel with its parts as members (`<Card.Header>`, `<Card.Title>`, `<Card.Description>`,
 * `<Card.Content>`, `<Card.Footer>`), so a caller imports one name for the whole family.
 */
export const Card = Object.assign(CardRoot, {
  Header: CardHeader,
  Title: CardTitle,
  Description: CardDescription,
  Content: CardContent,
  Footer: CardFooter,
});
