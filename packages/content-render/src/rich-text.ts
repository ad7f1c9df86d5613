import { createElement, useMemo } from 'react';
import { renderContent } from './render.js';

/** The shop's typography of an article, page or job body (Tailwind classes; apps list this package in @source). */
export const RICH_TEXT_CLASS =
  'space-y-4 text-coffee-800 leading-relaxed sm:text-lg [&_a]:font-semibold [&_a]:text-leaf-700 [&_a]:underline [&_blockquote]:border-coffee-200 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:pt-2 [&_h2]:font-bold [&_h2]:text-coffee-900 [&_h2]:text-xl [&_h3]:pt-2 [&_h3]:font-bold [&_h3]:text-coffee-900 [&_h3]:text-lg [&_h4]:font-bold [&_h4]:text-coffee-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-coffee-900 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A body as the shop shows it: its Markdown rendered and sanitised by `renderContent`, in the
 * shop's typography. The console's preview is this same component, so it shows exactly the page.
 */
export function RichText({ source }: { source: string }) {
  const html = useMemo(() => renderContent(source), [source]);
  return createElement('div', {
    className: RICH_TEXT_CLASS,
    'data-rich-text': '',
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list of sanitize-html.ts
    dangerouslySetInnerHTML: { __html: html },
  });
}
