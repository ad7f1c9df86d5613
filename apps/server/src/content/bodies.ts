import { sanitizeSource } from '@shop/content-render/markup';
import { PUBLISHED_COLLECTIONS } from './publication.js';

/**
 * Sanitising at save (decision 036): the `content` of a news article, job posting or page is stored
 * as `sanitizeSource` leaves it, whoever writes it (the console, the raw API). Legitimate Markdown
 * and HTML are stored as written; a block with script-capable markup is stored as the sanitised
 * HTML the shop shows for it. The shop sanitises again at each render.
 */
export function sanitizeBodyFields<T extends Record<string, unknown>>(collection: string, fields: T): T {
  if (!PUBLISHED_COLLECTIONS.has(collection) || typeof fields.content !== 'string') return fields;
  const content = sanitizeSource(fields.content);
  return content === fields.content ? fields : { ...fields, content };
}
