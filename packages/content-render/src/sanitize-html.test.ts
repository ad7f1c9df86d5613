import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps the simple markup of articles', () => {
    const html = '<h3>Mùa vụ</h3><p>Hái <strong>quả chín</strong><br>đều</p><ul><li>Một</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content, and every attribute', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()" style="color:red" class="x">Trà</p><script>alert(1)</script><style>p{}</style><iframe src="//evil"></iframe>',
    );
    expect(out).toBe('<p>Trà</p>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><span>Cà phê</span> <img src=x onerror=alert(1)>rang mộc</div>')).toBe(
      'Cà phê rang mộc',
    );
  });

  it('keeps safe links only, and opens external ones without the opener', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/lien-he" target="_blank">liên hệ</a>')).toBe(
      '<a href="/lien-he">liên hệ</a>',
    );
    expect(sanitizeHtml('<a href="https://moclam.vn">site</a>')).toBe(
      '<a href="https://moclam.vn" rel="noopener noreferrer">site</a>',
    );
  });
});
