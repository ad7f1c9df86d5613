import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

/** Renders a screen inside the console's providers, with a query client that does not retry. */
export function renderWithProviders(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (child: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{child}</I18nProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(node));
  return { ...view, client, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}
