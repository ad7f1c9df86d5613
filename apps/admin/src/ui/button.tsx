import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-leaf-700 text-white hover:bg-leaf-800 disabled:bg-coffee-200 disabled:text-coffee-700',
  secondary: 'border border-coffee-200 bg-white text-coffee-900 hover:bg-coffee-100',
  danger: 'bg-guava-700 text-white hover:bg-guava-700/90',
};

/** The console's button: at least 44 px high, so it is easy to hit on a phone. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
