import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** An article or page body: allow-listed HTML with the shop's typography. */
export function RichText({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className="space-y-4 text-coffee-800 leading-relaxed sm:text-lg [&_a]:font-semibold [&_a]:text-leaf-700 [&_a]:underline [&_h2]:pt-2 [&_h2]:font-bold [&_h2]:text-coffee-900 [&_h2]:text-xl [&_h3]:pt-2 [&_h3]:font-bold [&_h3]:text-coffee-900 [&_h3]:text-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-coffee-900 [&_ul]:list-disc [&_ul]:pl-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allow-list above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
