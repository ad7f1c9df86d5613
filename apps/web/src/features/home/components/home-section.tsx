import type { ReactNode } from 'react';
import { FadeInSection } from '@/ui/fade-in-section';

type HomeSectionProps = {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'tinted';
};

// A band below the fold is not laid out or painted until it comes near the screen (its height is
// guessed until then, then remembered): a phone lays out the first screen only at load.
const OFFSCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_640px]';

/** A titled band of the home page that fades in on scroll, with an optional "see all" link. */
export function HomeSection({ id, title, action, children, tone = 'plain' }: HomeSectionProps) {
  return (
    <FadeInSection
      aria-labelledby={id}
      className={`${OFFSCREEN_SKIPPED} ${tone === 'tinted' ? 'bg-cream-100' : ''}`}
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id={id} className="font-bold text-2xl text-coffee-900 sm:text-3xl">
            {title}
          </h2>
          {action ? <div className="shrink-0 text-sm">{action}</div> : null}
        </div>
        <div className="mt-5 sm:mt-6">{children}</div>
      </div>
    </FadeInSection>
  );
}
