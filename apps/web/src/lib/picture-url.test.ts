import { describe, expect, it } from 'vitest';
import { PICTURE_USES } from './picture-layouts';
import { hasVariants, pictureSources, pictureUrlAt, sharePictureUrl } from './picture-url';

const UPLOAD = '/api/0123456789abcdef01234567/file?q=89abcdef0123456789abcdef';

describe('picture URLs', () => {
  it("asks for a seed picture's variants from the images route, its path encoded", () => {
    expect(pictureUrlAt('/images/products/cà phê.svg', 480)).toBe(
      '/api/images/products/c%C3%A0%20ph%C3%AA.svg?w=480',
    );
    expect(pictureUrlAt('products/a.svg', 240)).toBe('/api/images/products/a.svg?w=240');
    expect(sharePictureUrl('/images/news/a.svg')).toBe('/api/images/news/a.svg?share=1');
  });

  it("asks for an upload's variants as parameters of its own link", () => {
    expect(pictureUrlAt(UPLOAD, 960)).toBe(`${UPLOAD}&w=960`);
    expect(sharePictureUrl(UPLOAD)).toBe(`${UPLOAD}&share=1`);
    expect(hasVariants(UPLOAD)).toBe(true);
  });

  it('leaves absolute and data URLs as they are, with no share picture of unknown size', () => {
    const outside = 'https://cdn.example.com/a.jpg';
    expect(pictureUrlAt(outside, 480)).toBe(outside);
    expect(sharePictureUrl(outside)).toBeUndefined();
    expect(pictureSources(outside, PICTURE_USES.card)).toEqual({ src: outside });
    expect(pictureSources('data:image/png;base64,AAAA', PICTURE_USES.card)).toEqual({
      src: 'data:image/png;base64,AAAA',
    });
    expect(pictureSources(undefined, PICTURE_USES.card)).toEqual({ src: undefined });
    expect(sharePictureUrl('')).toBeUndefined();
  });

  it("offers each use's widths in a srcset with its sizes, the middle width as src", () => {
    expect(pictureSources('/images/products/a.svg', PICTURE_USES.card)).toEqual({
      src: '/api/images/products/a.svg?w=480',
      srcSet:
        '/api/images/products/a.svg?w=240 240w, /api/images/products/a.svg?w=480 480w, /api/images/products/a.svg?w=720 720w',
      sizes: PICTURE_USES.card.sizes,
    });
  });

  it('gives a 390 px phone at 2x a card variant no narrower than it draws, and not the largest', () => {
    // A card is half of a 390 px screen: 195 CSS px, 390 device pixels at 2x.
    const needed = (390 / 2) * 2;
    const picked = PICTURE_USES.card.widths.find((width) => width >= needed);
    expect(picked).toBe(480);
    // The main picture fills the phone less its padding: 358 CSS px, 716 device pixels.
    expect(PICTURE_USES.gallery.widths.find((width) => width >= (390 - 32) * 2)).toBe(720);
  });
});
