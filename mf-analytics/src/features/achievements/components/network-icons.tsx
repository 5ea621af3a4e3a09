import type { ShareNetwork } from '../lib/share';

// Simple marks for the share buttons (not the networks' logos): a bird-less X, "in" and "f".
export function NetworkIcon({ network }: { network: ShareNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`ach-network ach-network--${network}`}
    >
      {network === 'twitter' ? (
        <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" />
      ) : network === 'linkedin' ? (
        <>
          <rect x="3" y="3" width="18" height="18" rx="4" fill="currentColor" />
          <path
            d="M8 10.5V17M8 7.5v.01M11.5 17v-6.5M11.5 13.2c0-1.6 1-2.7 2.4-2.7s2.1 1 2.1 2.7V17"
            stroke="hsl(var(--surface))"
            strokeWidth={2}
            strokeLinecap="round"
            fill="none"
          />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="9.5" fill="currentColor" />
          <path
            d="M13.2 21v-7h2.3l.4-2.7h-2.7V9.6c0-.8.3-1.3 1.4-1.3h1.4V5.9a17 17 0 0 0-2.1-.1c-2.1 0-3.4 1.3-3.4 3.6v1.9H8.2V14h2.3v7"
            fill="hsl(var(--surface))"
          />
        </>
      )}
    </svg>
  );
}
