import { type HTMLAttributes, useEffect, useRef, useState } from 'react';

type FadeInSectionProps = HTMLAttributes<HTMLElement> & { as?: 'section' | 'div' };

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A section that fades in when it scrolls into view (SPEC §2 Layout). It is visible from the
 * start when the visitor asks for less motion or the browser has no IntersectionObserver, and it
 * only fades once: scrolling back up does not hide it again.
 */
export function FadeInSection({
  as: Tag = 'section',
  className = '',
  children,
  ...props
}: FadeInSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'waiting' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    // The observer's first report says where the section is at load, from the layout the browser
    // does anyway (measuring it here would force an extra layout of the whole page before the first
    // paint). Content already on screen stays put: only what lies below the fold fades in, and
    // hiding that is never seen.
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (first && visible) observer.disconnect();
      else if (visible) {
        setState('shown');
        observer.disconnect();
      } else if (first) setState('waiting');
      first = false;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const motion = state === 'waiting' ? 'opacity-0' : state === 'shown' ? 'animate-fade-up' : '';
  return (
    <Tag ref={ref} data-fade={state} className={`${className} ${motion}`} {...props}>
      {children}
    </Tag>
  );
}
