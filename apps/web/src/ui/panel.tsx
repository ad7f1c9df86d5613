import { type HTMLAttributes, type ReactNode, useId } from 'react';

type PanelProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  /** The card's border colour, padding and placement. */
  className: string;
  /** The heading's look; `sr-only` names the block without showing its title. */
  headingClassName?: string;
  /** The heading's id, when something else points at it; one of React's otherwise. */
  headingId?: string;
};

/** A titled block of a page: a white card, the section named by its heading. */
export function Panel({
  title,
  className,
  headingClassName = 'font-bold text-coffee-900 text-lg',
  headingId,
  children,
  ...props
}: PanelProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border bg-white shadow-sm ${className}`} {...props}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
