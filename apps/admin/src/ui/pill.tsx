import type { ReactNode } from 'react';

const TONES = {
  coffee: 'bg-coffee-100 text-coffee-900',
  leaf: 'bg-leaf-50 text-leaf-800',
  guava: 'bg-guava-50 text-guava-700',
} as const;

/**
 * A small rounded label beside a name or a tab: a count, 'Mặc định', 'Sắp hết'. The tone says what
 * it is (coffee a count, leaf a good state, guava a warning); `className` places it.
 */
export function Pill({
  tone,
  className,
  children,
}: {
  tone: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`rounded-full px-2 text-xs ${TONES[tone]}${className ? ` ${className}` : ''}`}>
      {children}
    </span>
  );
}
