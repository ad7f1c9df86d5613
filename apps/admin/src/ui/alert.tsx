import type { ReactNode } from 'react';

/** A message that must be read now (a refused action, a failed load). */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-guava-700/30 bg-guava-50 px-4 py-3 text-guava-700 text-sm"
    >
      {children}
    </p>
  );
}
