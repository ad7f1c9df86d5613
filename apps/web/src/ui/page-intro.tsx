import type { ReactNode } from 'react';

/** A page's heading and the paragraph that says what the page is for. */
export function PageIntro({
  title,
  children,
  className = '',
}: {
  title: ReactNode;
  children: ReactNode;
  /** More classes for the paragraph (its width). */
  className?: string;
}) {
  return (
    <>
      <h1 className="font-bold text-3xl text-coffee-900 sm:text-4xl">{title}</h1>
      <p className={`mt-3 text-coffee-700 sm:text-lg ${className}`.trim()}>{children}</p>
    </>
  );
}
