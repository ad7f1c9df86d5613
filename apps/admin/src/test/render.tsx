import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders a screen inside the console's providers, with the console's query client, which here does
 * not retry (a failed call's test would wait out the retries' delays).
 */
export function renderWithProviders(node: ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const wrap = (child: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{child}</I18nProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(node));
  return { ...view, client, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}
