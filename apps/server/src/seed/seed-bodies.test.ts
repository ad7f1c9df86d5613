import { findUnsafeSource, renderContent, sanitizeHtml, sanitizeSource } from '@shop/content-render/markup';
import { describe, expect, it } from 'vitest';
import { jobPostings } from './data/jobs.js';
import { newsArticles } from './data/news.js';
import { contentPages } from './data/pages.js';

/**
 * Decision 027: bodies are Markdown with raw HTML allowed, so the shop's HTML bodies written before
 * the console existed must render exactly as the sanitiser alone showed them.
 */
describe('the seed’s bodies under the Markdown renderer', () => {
  const bodies = [...newsArticles, ...jobPostings, ...contentPages].map((doc) => ({
    slug: doc.slug,
    content: String(doc.content ?? ''),
  }));

  it('render as the sanitiser alone rendered them', () => {
    expect(bodies.length).toBeGreaterThan(40);
    for (const { slug, content } of bodies)
      expect(renderContent(content), slug).toBe(sanitizeHtml(content).trim());
  });

  it('are stored as written when saved again (decision 036: nothing in them is unsafe)', () => {
    for (const { slug, content } of bodies) {
      expect(findUnsafeSource(content), slug).toEqual([]);
      expect(sanitizeSource(content), slug).toBe(content);
    }
  });
});
