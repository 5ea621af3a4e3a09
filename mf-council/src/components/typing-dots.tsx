import './typing-dots.css';

/** An advisor is writing: three dots, hidden from screen readers (the message around them says who). */
export function TypingDots({ className }: { className?: string }) {
  return (
    <span className={className ? `typing-dots ${className}` : 'typing-dots'} aria-hidden="true">
      <i />
      <i />
      <i />
    </span>
  );
}
