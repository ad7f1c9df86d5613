import { afterEach, describe, expect, it } from 'vitest';
import { galleryAlts, galleryPictures, imageProps, preloadImage } from './product-image';

const preloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('galleryPictures', () => {
  it('lists the pictures, or the main picture when there is no list', () => {
    expect(
      galleryPictures({ picture: '/images/a.svg', pictures: ['/images/b.svg', '/images/c.svg'] }),
    ).toEqual(['/images/b.svg', '/images/c.svg']);
    expect(galleryPictures({ picture: '/images/a.svg', pictures: [] })).toEqual(['/images/a.svg']);
    expect(galleryPictures({ picture: '/images/a.svg' })).toEqual(['/images/a.svg']);
  });
});

describe('uploaded pictures', () => {
  it("offers a file API upload's WebP variants as query parameters of its link", () => {
    const upload = '/api/shop/file?q=0123456789abcdef01234567';
    expect(imageProps(upload, 'gallery')).toEqual({
      src: `${upload}&w=720`,
      srcSet: [480, 720, 960, 1440].map((width) => `${upload}&w=${width} ${width}w`).join(', '),
      sizes: expect.stringContaining('100vw'),
    });
  });

  it("reads the alt texts in the shopper's language, the Vietnamese one when English is blank", () => {
    const product = {
      pictures_alt: [
        { alt: 'Hộp trà', alt_eng: 'A box of tea' },
        { alt: 'Lá trà', alt_eng: '' },
      ],
    };
    expect(galleryAlts(product, 'vi')).toEqual(['Hộp trà', 'Lá trà']);
    expect(galleryAlts(product, 'en')).toEqual(['A box of tea', 'Lá trà']);
    expect(galleryAlts({}, 'en')).toEqual([]);
  });
});

describe('preloadImage', () => {
  it('asks for the rendition the <img> will pick: same src, srcset and sizes, high priority', () => {
    preloadImage('/images/products/cph-001.svg');
    const [link] = preloads();
    const props = imageProps('/images/products/cph-001.svg', 'gallery');
    expect(link?.getAttribute('href')).toBe(props.src);
    expect(link?.getAttribute('imagesrcset')).toBe(props.srcSet);
    expect(link?.getAttribute('imagesizes')).toBe(props.sizes);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('removes the hint once the picture has arrived or failed', () => {
    preloadImage('/images/products/a.svg');
    preloadImage('/images/products/b.svg');
    const [first, second] = preloads();
    first?.dispatchEvent(new Event('load'));
    second?.dispatchEvent(new Event('error'));
    expect(preloads()).toHaveLength(0);
  });

  it('does nothing without a picture', () => {
    preloadImage(undefined);
    preloadImage('');
    expect(preloads()).toHaveLength(0);
  });
});
