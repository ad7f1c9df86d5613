import { describe, expect, it } from 'vitest';
import { renderContent } from './render.js';
import { sanitizeHtml } from './sanitize-html.js';

describe('renderContent', () => {
  it('renders the Markdown of an article: headings, emphasis, lists, links, quotes', () => {
    const source = [
      '## Mùa vụ',
      '',
      'Hái **quả chín** và *phơi* đều.',
      '',
      '- Một',
      '- Hai',
      '',
      '1. Rang',
      '2. Xay',
      '',
      '> Trà ngon',
      '',
      'Xem [liên hệ](/lien-he) hoặc [trang](https://moclam.vn).',
    ].join('\n');
    expect(renderContent(source)).toBe(
      [
        '<h2>Mùa vụ</h2>',
        '<p>Hái <strong>quả chín</strong> và <em>phơi</em> đều.</p>',
        '<ul>\n<li>Một</li>\n<li>Hai</li>\n</ul>',
        '<ol>\n<li>Rang</li>\n<li>Xay</li>\n</ol>',
        '<blockquote>\n<p>Trà ngon</p>\n</blockquote>',
        '<p>Xem <a href="/lien-he">liên hệ</a> hoặc <a href="https://moclam.vn" rel="noopener noreferrer">trang</a>.</p>',
      ].join('\n'),
    );
  });

  it('renders the HTML bodies written before the console exactly as the sanitiser alone did', () => {
    const bodies = [
      '<p>Sau những cơn mưa phùn tháng Hai, các nương chè * bật _búp_ non.</p>\n<p>Chè xuân được hái từ năm giờ sáng.</p>',
      '<h3>1. Thông tin chúng tôi thu thập</h3>\n<ul><li>Họ tên, số điện thoại</li><li>Ngày sinh</li></ul>\n<p>Liên hệ <a href="mailto:cskh@moclam.vn">cskh@moclam.vn</a>.</p>',
      '<p><strong>Địa điểm:</strong> Hà Nội<br><strong>Mức lương:</strong> 10 - 12 triệu</p>\n<h3>Yêu cầu</h3>\n<ul><li>Một</li></ul>',
    ];
    for (const body of bodies) expect(renderContent(body)).toBe(sanitizeHtml(body).trim());
  });

  it('keeps the sanitiser between Markdown and the page: no script, handler or javascript: link', () => {
    const out = renderContent(
      '[bấm](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n<script>alert(2)</script>\n\n<p onclick="x()">Trà</p>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript|<img/i);
    expect(out).toContain('<a>bấm</a>');
    expect(out).toContain('<p>Trà</p>');
  });

  it('renders nothing for an empty or blank body', () => {
    expect(renderContent('')).toBe('');
    expect(renderContent('  \n ')).toBe('');
  });
});
