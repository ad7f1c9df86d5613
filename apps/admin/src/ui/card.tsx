import type { ReactNode } from 'react';

/** A titled white card of a console page. */
export function Card({
  title,
  children,
  aside,
}: {
  title: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-coffee-100 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
