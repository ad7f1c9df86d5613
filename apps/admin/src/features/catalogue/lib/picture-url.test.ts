import { describe, expect, it } from 'vitest';
import { pictureUrl } from './picture-url';

describe('pictureUrl', () => {
  it("shows an upload's small WebP variant, never the original", () => {
    const upload = '/api/0123456789abcdef01234567/file?q=89abcdef0123456789abcdef';
    expect(pictureUrl(upload)).toBe(`${upload}&w=240`);
    expect(pictureUrl(upload, 'x')).toBe(`${upload}&w=240`);
  });

  it("sends the shop's own images through the resizing route, and leaves others alone", () => {
    expect(pictureUrl('/images/products/cà phê.svg', 'x')).toBe(
      '/api/images/products/c%C3%A0%20ph%C3%AA.svg?size=x',
    );
    expect(pictureUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(pictureUrl(undefined)).toBeUndefined();
  });
});
