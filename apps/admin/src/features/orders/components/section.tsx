import type { ReactNode } from 'react';

/** A white card with a heading, the unit of the order page. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-coffee-100 bg-white p-4">
      <h2 className="mb-3 font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}
