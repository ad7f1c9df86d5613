import { createReadStream } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BRAND_NAME } from '@shop/domain/console';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../errors.js';
import { openFileStore } from '../../files/file-store.js';
import { createImageCache, type ImageFormat, renditionKey } from '../../files/image-cache.js';
import { IMAGE_SIZES, isImageSize, resolveImage } from '../../files/image-path.js';
import { createVariantStore } from '../../pictures/variant-store.js';
import { readVariant, renderVariant, variantFormat } from '../../pictures/variants.js';
import { renderShareCard, shareCardKey } from '../../pictures/share-card.js';
import type { Database } from '../../db/database.js';
import { GLOBAL_APP, getDocument } from '../../db/documents.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

export interface ImageRouteOptions {
  publicDir: string;
  dataDir: string;
  /** The company record (its name is drawn on the share card). */
  db: Database;
  idApp: string;
}

/** The card follows the company's name: caches keep it an hour, then ask again (ETag). */
const CARD_CACHE = 'public, max-age=3600';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** AVIF when the browser says it takes it, WebP otherwise (every current browser decodes WebP). */
function pickFormat(request: FastifyRequest): ImageFormat {
  return (request.headers.accept ?? '').includes('image/avif') ? 'avif' : 'webp';
}

function isFresh(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', LONG_CACHE);
  return request.headers['if-none-match'] === etag;
}

/**
 * GET /api/images/{path}?size=x|s|m|l|xl|2K: the images of relative paths (`/images/{path}` in
 * documents), resized and converted to WebP or AVIF, cached, with long cache headers. Without a
 * size, the original file. The token and trust key are checked like every call (identity plugin).
 * `?w={width}` (WebP) and `?share=1` (JPEG) give the variants of decision 032 (the same as uploads have),
 * made on first request under a lock and kept in DATA_DIR/cache/pictures.
 */
export async function imageRoutes(app: FastifyInstance, options: ImageRouteOptions): Promise<void> {
  const root = path.join(options.publicDir, 'images');
  const isMemory = options.dataDir.startsWith('memory://');
  const store = isMemory ? undefined : await openFileStore(options.dataDir, path.join('cache', 'images'));
  const cache = createImageCache(store);
  const variantFiles = await openFileStore(
    options.dataDir,
    isMemory ? 'picture-variants' : path.join('cache', 'pictures'),
  );
  app.addHook('onClose', () => variantFiles.close());
  const variants = createVariantStore(variantFiles);

  /**
   * GET /api/share-card.jpg: the shop's branded share picture (issue 26), 1200 × 630 JPEG with the
   * company's name from the settings, for pages that have no picture of their own. Made once per
   * name and kept with the other variants in DATA_DIR/cache/pictures.
   */
  app.get('/api/share-card.jpg', { schema: schemaOf({}) }, async (request, reply) => {
    const info = await getDocument(options.db, { idApp: GLOBAL_APP, collection: 'app' }, options.idApp);
    // The company's name; without one, the shop's brand (the setting, else its default).
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const name = text(info?.name) || text(info?.brand_name) || DEFAULT_BRAND_NAME;
    const key = shareCardKey(name);
    reply.header('etag', `"${key}"`).header('cache-control', CARD_CACHE);
    if (request.headers['if-none-match'] === `"${key}"`) return reply.status(304).send();
    const bytes = await variants.get(`${key}.jpg`, () => renderShareCard(name));
    return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').send(bytes);
  });

  app.get<{ Params: { '*': string }; Querystring: { size?: string; w?: unknown; share?: unknown } }>(
    '/api/images/*',
    { schema: schemaOf({ query: optionalTexts('size', 'w', 'share') }) },
    async (request, reply) => {
      const { size } = request.query;
      const variant = readVariant(request.query);
      if (size !== undefined && !isImageSize(size))
        throw appError('IMAGE_SIZE_INVALID', { sizes: Object.keys(IMAGE_SIZES).join(', ') });
      const image = await resolveImage(root, request.params['*']);
      if (!image) throw appError('IMAGE_NOT_FOUND');
      if (variant) {
        const { extension, type } = variantFormat(variant);
        const key = renditionKey(image, variant, extension === 'jpg' ? 'jpeg' : 'webp');
        if (isFresh(request, reply, `"${key}"`)) return reply.status(304).send();
        const source = { input: image.absolute, isSvg: image.type === 'image/svg+xml' };
        const bytes = await variants.get(`${key}.${extension}`, () => renderVariant(source, variant));
        return reply.type(type).header('x-content-type-options', 'nosniff').send(bytes);
      }
      if (size === undefined) {
        const etag = `"${image.mtimeMs.toString(36)}-${image.size.toString(36)}"`;
        if (isFresh(request, reply, etag)) return reply.status(304).send();
        if (image.type === 'image/svg+xml')
          reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        return reply
          .type(image.type)
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(image.absolute));
      }
      const format = pickFormat(request);
      reply.header('vary', 'Accept');
      if (isFresh(request, reply, `"${renditionKey(image, size, format)}"`)) return reply.status(304).send();
      const bytes = await cache.get(image, size, format);
      return reply.type(`image/${format}`).header('x-content-type-options', 'nosniff').send(bytes);
    },
  );
}
