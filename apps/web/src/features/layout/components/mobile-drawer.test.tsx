import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { useUiStore } from '@/stores/ui-store';
import { renderWithRouter } from '@/test/render-with-router';
import { MobileDrawer } from './mobile-drawer';

beforeEach(() => {
  useUiStore.setState({ isDrawerOpen: false });
});

describe('MobileDrawer', () => {
  it('closes once a language is chosen, and the page is in that language', async () => {
    await renderWithRouter(<MobileDrawer />);
    act(() => useUiStore.getState().setDrawerOpen(true));
    const drawer = await screen.findByRole('dialog', { name: 'Menu chính' });
    fireEvent.click(within(drawer).getByRole('button', { name: /English/ }));
    expect(useUiStore.getState().isDrawerOpen).toBe(false);
    await waitFor(() => expect(useLanguageStore.getState().language).toBe('en'));
  });

  it('stays open when the language already in use is pressed', async () => {
    await renderWithRouter(<MobileDrawer />);
    act(() => useUiStore.getState().setDrawerOpen(true));
    const drawer = await screen.findByRole('dialog', { name: 'Menu chính' });
    fireEvent.click(within(drawer).getByRole('button', { name: /Tiếng Việt/ }));
    expect(useUiStore.getState().isDrawerOpen).toBe(true);
  });
});
