import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyLanguageMenu } from './lazy-header-parts';
import { useLanguageStore } from '@/stores/language-store';
import { expectLabelInName } from '@/test/label-in-name';
import { renderWithProviders } from '@/test/render';
import { LanguageMenu } from '@/ui/language-menu';

describe("the header's language button", () => {
  it.each([
    ['menu', LanguageMenu],
    ['look-alike shown while the menu loads', LazyLanguageMenu],
  ])('%s: its name starts with the code it shows, in either language (Label in Name)', async (_, Button) => {
    renderWithProviders(<Button />);
    const vi = await screen.findByRole('button', { name: 'VI, ngôn ngữ: Tiếng Việt' });
    expect(vi.textContent).toBe('VI');
    expectLabelInName(vi);

    await act(() => useLanguageStore.getState().setLanguage('en'));
    const en = await screen.findByRole('button', { name: 'EN, language: English' });
    expect(en.textContent).toBe('EN');
    expectLabelInName(en);
  });
});
