import { useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Marks the link as the current page when the path starts with its own (section links). */
  matchPrefix?: boolean;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The path part of an in-app href. */
export function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0] || '/';
}

/**
 * A link to a page of the shop given by a plain href ("/san-pham/tra", "/mua-hang/san-pham?sort=newest"):
 * navigates in the app without a reload, preloads on hover and focus, and says aria-current="page"
 * on the page it leads to. Modified clicks (new tab, download) are left to the browser.
 */
export function AppLink({
  href,
  matchPrefix = false,
  onClick,
  onMouseEnter,
  onFocus,
  ...props
}: AppLinkProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const target = pathOf(href);
  const isCurrent =
    pathname === target || (matchPrefix && target !== '/' && pathname.startsWith(`${target}/`));
  const preload = () => {
    router.preloadRoute({ to: '.', href }).catch(() => {
      // a failed preload is retried by the navigation itself
    });
  };

  return (
    <a
      href={href}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || props.target) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      {...props}
    />
  );
}
