import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons';

/** SPEC §2 and §9: the button appears once the page is scrolled more than 400 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 400;

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** A round button in the bottom corner that brings the visitor back to the top of the page. */
export function ScrollToTop() {
  const { t } = useLingui();
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const update = () => setIsShown(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    // A page may open scrolled (restored position, anchor). scrollY is read once the first frame is
    // laid out: read here, at mount, it would force a layout of the whole page before its paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!isShown) return null;
  return (
    <button
      type="button"
      aria-label={t`Lên đầu trang`}
      title={t`Lên đầu trang`}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-leaf-700 text-white shadow-lg transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 motion-safe:animate-page-in sm:right-6 sm:bottom-6"
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
