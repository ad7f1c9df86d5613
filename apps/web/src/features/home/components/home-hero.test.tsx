import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithRouter } from '@/test/render-with-router';
import { HomeHero } from './home-hero';

const captions = () => screen.getAllByTestId('hero-caption').map((caption) => caption.textContent);

describe('HomeHero', () => {
  it("captions the category pictures in the page's language, as text in the page's font", async () => {
    await renderWithRouter(<HomeHero />);
    expect(captions()).toEqual(['Trà', 'Cà phê', 'Nông sản', 'Nước ép ổi']);
    // Text of the page (so the site's font), not of the picture: the pictures stay decoration.
    for (const caption of screen.getAllByTestId('hero-caption')) {
      expect(caption.tagName).toBe('SPAN');
      expect(caption.parentElement?.querySelector('img')?.getAttribute('alt')).toBe('');
    }

    await act(() => useLanguageStore.getState().setLanguage('en'));
    expect(captions()).toEqual(['Tea', 'Coffee', 'Farm produce', 'Guava juice']);
  });
});
