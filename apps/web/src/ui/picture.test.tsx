import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

const img = () => screen.getByRole('img') as HTMLImageElement;

describe('Picture', () => {
  it('offers the WebP variants with sizes, and keeps its box with width and height', () => {
    render(<Picture path="/images/products/tra-001.svg" use="card" alt="Trà xanh" />);
    expect(img().getAttribute('srcset')).toBe(
      [240, 480, 720].map((width) => `/api/images/products/tra-001.svg?w=${width} ${width}w`).join(', '),
    );
    expect(img().getAttribute('sizes')).toContain('50vw');
    expect(img().getAttribute('src')).toBe('/api/images/products/tra-001.svg?w=480');
    expect(img().getAttribute('alt')).toBe('Trà xanh');
    expect(img().getAttribute('width')).toBe('720');
    expect(img().getAttribute('height')).toBe('720');
  });

  it('is lazy by default and decodes off the main thread', () => {
    render(<Picture path="/images/a.svg" use="card" alt="a" />);
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('decoding')).toBe('async');
    expect(img().hasAttribute('fetchpriority')).toBe(false);
  });

  it("loads the page's largest picture at once with a high priority", () => {
    render(<Picture path="/images/a.svg" use="gallery" alt="a" loading="lcp" />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });

  it('loads a first-screen picture at once without raising its priority', () => {
    render(<Picture path="/images/a.svg" use="card" alt="a" loading="eager" />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().hasAttribute('fetchpriority')).toBe(false);
  });

  it("keeps a cover's 16:9 box", () => {
    render(<Picture path="/images/news/a.svg" use="cover" alt="" />);
    const picture = screen.getByRole('presentation') as HTMLImageElement;
    expect(Number(picture.getAttribute('width')) / Number(picture.getAttribute('height'))).toBeCloseTo(
      16 / 9,
      2,
    );
  });

  it("uses an upload's variants, and an outside URL as it is", () => {
    const upload = '/api/shop/file?q=0123456789abcdef01234567';
    const { unmount } = render(<Picture path={upload} use="gallery" alt="a" />);
    expect(img().getAttribute('srcset')).toContain(`${upload}&w=1440 1440w`);
    unmount();
    render(<Picture path="https://cdn.example.com/a.jpg" use="card" alt="a" />);
    expect(img().getAttribute('src')).toBe('https://cdn.example.com/a.jpg');
    expect(img().hasAttribute('srcset')).toBe(false);
  });

  it('renders nothing without a picture', () => {
    const { container } = render(<Picture path={undefined} use="card" alt="a" />);
    expect(container.innerHTML).toBe('');
  });
});
