import type { ReactNode } from 'react';

export function PageTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-semibold text-2xl">{children}</h1>
      {aside}
    </div>
  );
}
