import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { usePageMeta } from './head';
import { i18n } from './i18n';

const queryClient = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </I18nProvider>
);
const renderPages = (ui: ReactElement) => render(ui, { wrapper });

function Page({ title }: { title?: string }) {
  usePageMeta(title);
  return null;
}

describe('usePageMeta', () => {
  it('gives the head to the page shown last, even when the outgoing one renders again', () => {
    const view = renderPages(<Page title="Trà" />);
    expect(document.title).toBe('Trà — Mộc Lam');
    // The next page mounts while the previous one is still there (a navigation in progress)…
    view.rerender(
      <>
        <Page title="Tea" />
        <Page title="Green tea" />
      </>,
    );
    expect(document.title).toBe('Green tea — Mộc Lam');
    // …and the previous one renders once more with another title: it does not take the head back.
    view.rerender(
      <>
        <Page title="Tea again" />
        <Page title="Green tea" />
      </>,
    );
    expect(document.title).toBe('Green tea — Mộc Lam');
    // When the newest page goes, the one still shown owns the head again.
    view.rerender(<Page title="Tea again" />);
    expect(document.title).toBe('Tea again — Mộc Lam');
    view.unmount();
    expect(document.title).toBe('Mộc Lam — Trà, cà phê và nông sản Việt');
  });

  it("puts the shop's own title in the page's language when the language changes", async () => {
    renderPages(<Page />);
    expect(document.title).toBe('Mộc Lam — Trà, cà phê và nông sản Việt');
    await act(() => useLanguageStore.getState().setLanguage('en'));
    expect(document.title).toBe('Mộc Lam — Vietnamese tea, coffee and farm produce');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).not.toMatch(
      /Trà, cà phê/,
    );
  });
});
