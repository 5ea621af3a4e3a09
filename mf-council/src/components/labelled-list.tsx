/** A short list under its eyebrow label, which also names the list for assistive technology. */
export function LabelledList({
  id,
  label,
  items,
  className,
}: {
  id: string;
  label: string;
  items: readonly string[];
  className: string;
}) {
  return (
    <div>
      <span className="council-eyebrow" id={id}>
        {label}
      </span>
      <ul className={className} aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
