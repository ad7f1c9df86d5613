import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Amount } from './amount.js';
import { saveFile } from './save-file.js';
import { Thumb } from './thumb.js';

describe('Amount', () => {
  it("keeps the amount and its '₫' on one line, in the language it is given", () => {
    expect(renderToStaticMarkup(<Amount amount={150_000} locale="vi" />)).toBe(
      '<span class="whitespace-nowrap">150.000 ₫</span>',
    );
    expect(
      renderToStaticMarkup(
        <Amount amount={35_000} locale="en" className="text-sm" testId="fee" isReduction />,
      ),
    ).toBe('<span class="whitespace-nowrap text-sm" data-testid="fee">−35,000 ₫</span>');
  });
});

describe('Thumb', () => {
  it('shows the picture, decorative, or a blank square of the same classes', () => {
    // React adds a preload hint before an image rendered on the server.
    expect(renderToStaticMarkup(<Thumb src="/p.webp" size={48} className="size-12" />)).toContain(
      '<img src="/p.webp" alt="" width="48" height="48" class="object-cover size-12"/>',
    );
    expect(renderToStaticMarkup(<Thumb src={undefined} size={48} className="size-12" />)).toBe(
      '<span aria-hidden="true" class="size-12"></span>',
    );
  });
});

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('clicks a link to the file under its name, then revokes the URL a second later', () => {
    vi.useFakeTimers();
    const link = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
    const append = vi.fn();
    vi.stubGlobal('document', { createElement: () => link, body: { append } });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    saveFile(new Blob(['a;b'], { type: 'text/csv' }), 'don-hang.csv');
    expect(link).toMatchObject({ href: 'blob:file', download: 'don-hang.csv' });
    expect(append).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith('blob:file');
  });
});
