import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { readPreferredLanguage } from '@/lib/language';
import { useLanguageStore } from '@/stores/language-store';
import { expectLabelInName } from '@/test/label-in-name';
import { renderWithProviders } from '@/test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('starts in Vietnamese with the Vietnamese button pressed', () => {
    renderWithProviders(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'Ngôn ngữ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Tiếng Việt/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('switches the UI to English and keeps the choice in storage, cookie and <html lang>', async () => {
    renderWithProviders(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: /English/ }));

    await waitFor(() => expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy());
    expect(useLanguageStore.getState().language).toBe('en');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-pressed')).toBe('true');
    // What the next start-up reads
    expect(readPreferredLanguage()).toBe('en');
  });

  it('does not navigate: the path stays the same', async () => {
    window.history.replaceState(null, '', '/san-pham/tra?page=2');
    renderWithProviders(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    await waitFor(() => expect(useLanguageStore.getState().language).toBe('en'));
    expect(window.location.pathname).toBe('/san-pham/tra');
    expect(window.location.search).toBe('?page=2');
  });

  it('names each button by the code it shows first, then the language (Label in Name)', () => {
    renderWithProviders(<LanguageSwitch />);
    const vi = screen.getByRole('button', { name: 'VI – Tiếng Việt' });
    const en = screen.getByRole('button', { name: 'EN – English' });
    expect([vi.textContent, en.textContent]).toEqual(['VI', 'EN']);
    expectLabelInName(vi);
    expectLabelInName(en);
  });

  it('switches back to Vietnamese', async () => {
    await useLanguageStore.getState().setLanguage('en');
    renderWithProviders(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: /Tiếng Việt/ }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Ngôn ngữ' })).toBeTruthy());
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem('language')).toBe('vi');
  });

  it('settles on the last choice when clicks overlap', async () => {
    renderWithProviders(<LanguageSwitch />);
    const store = useLanguageStore.getState();
    await Promise.all([store.setLanguage('en'), store.setLanguage('vi')]);
    expect(useLanguageStore.getState().language).toBe('vi');
    expect(i18n.locale).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });
});
