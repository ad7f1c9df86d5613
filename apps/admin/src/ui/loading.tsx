import type { ReactNode } from 'react';

/** A screen's "loading…" line, announced to screen readers. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-coffee-700">
      {children}
    </p>
  );
}
