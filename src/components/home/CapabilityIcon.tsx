import type { ReactNode } from 'react';
import type { CapabilityIconName } from './capabilities';

/** 24×24 line drawings in the current text colour; decorative, so hidden from assistive tech. */
const drawings: Record<CapabilityIconName, ReactNode> = {
  commands: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M13.5 8.5 10.5 15.5" />
    </>
  ),
  events: <path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z" />,
  components: (
    <>
      <rect x="3" y="6" width="8" height="5" rx="2" />
      <rect x="13" y="6" width="8" height="5" rx="2" />
      <rect x="3" y="14" width="18" height="5" rx="2" />
    </>
  ),
  jsx: (
    <>
      <path d="M8 7 3 12l5 5" />
      <path d="m16 7 5 5-5 5" />
      <path d="M13.5 5 10.5 19" />
    </>
  ),
  caching: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </>
  ),
  plugins: (
    <>
      <path d="M9 3v4M15 3v4" />
      <path d="M6 7h12v4a6 6 0 0 1-12 0V7Z" />
      <path d="M12 17v4" />
    </>
  ),
  i18n: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />
    </>
  ),
  sharding: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </>
  ),
};

export default function CapabilityIcon({ name, className }: { name: CapabilityIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
