import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SHOP_NAME } from '../lib/site';
import { LanguageSwitch } from './language-switch';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-leaf-100 border-b bg-cream-50/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Bỏ qua đến nội dung chính</Trans>
      </a>
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-leaf-700"
        >
          <LeafMark />
          <span className="font-bold text-coffee-900 text-lg tracking-tight sm:text-xl">{SHOP_NAME}</span>
        </Link>
        <LanguageSwitch />
      </div>
    </header>
  );
}

function LeafMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
      <circle cx="16" cy="16" r="16" className="fill-leaf-700" />
      <path d="M9 21c0-7 5-12 14-12-1 9-6 14-12 14l-2-2Z" className="fill-leaf-100" />
      <path d="M10 22c3-4 6-7 10-10" className="stroke-leaf-700" strokeWidth="1.5" fill="none" />
    </svg>
  );
}
