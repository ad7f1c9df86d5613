import type { ReactNode } from 'react';

/**
 * A placeholder while something loads: `label` is what a screen reader announces, `children` the
 * shapes drawn in the content's place (each marked aria-hidden by the caller).
 */
export function LoadingStatus({
  label,
  className,
  'aria-live': ariaLive,
  children,
}: {
  label: ReactNode;
  className?: string;
  'aria-live'?: 'polite';
  children: ReactNode;
}) {
  return (
    <div role="status" aria-live={ariaLive} className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
