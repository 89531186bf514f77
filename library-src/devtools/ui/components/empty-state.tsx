import type { ReactNode } from 'react';

/** What is missing, in words, where a list or table would be. */
export function EmptyState({ children }: { readonly children: ReactNode }) {
  return <div className="empty-state">{children}</div>;
}
