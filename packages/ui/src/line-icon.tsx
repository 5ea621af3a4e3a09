import type { ReactNode, SVGProps } from 'react';

/**
 * The frame of every inline stroke icon (a 24-unit grid in the current text
 * colour, hidden from assistive tech), so no app needs an icon package.
 */
export function LineIcon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
