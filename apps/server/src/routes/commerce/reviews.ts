import { messageText } from '@shop/domain/messages';
import {
  type ReviewCreate,
  type ReviewOrder,
  type ReviewWrite,
  REVIEW_ORDERS,
  reviewCreateSchema,
  reviewWriteSchema,
} from '@shop/domain/reviews';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perAccountPerMinute } from '../../accounts/rate-limit.js';
import { findUserByAccount } from '../../accounts/users.js';
import { appError, requestLanguage } from '../../errors.js';
import { ownerOf } from '../../plugins/app-scope.js';
import { createReview, editReview, myReviews, productReviews, type Reviewer } from '../../reviews/reviews.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import { bodySchema } from '../kit/body-schema.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/** The logged-in shopper behind a review write: their owner key and their name. */
async function reviewerOf(options: CommerceRouteOptions, request: FastifyRequest): Promise<Reviewer> {
  const { identity } = request;
  if (identity.kind !== 'user') throw appError('LOGIN_REQUIRED');
  const user = await findUserByAccount(options.db, identity.email);
  return { owner: ownerOf(request), name: user?.name ?? null };
}

const readPage = (value: unknown) => {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/**
 * Product reviews (issue 33, decision 047): anyone reads a product's published reviews; a
 * logged-in shopper lists their delivered lines, writes one review per line and edits it for 30
 * days. Writes are limited per account (RATE_LIMIT_REVIEW a minute). Photos are uploaded first,
 * through POST /api/{id_app}/reviews/photos (routes/files/files.ts), and named by their ids.
 */
export async function reviewRoutes(app: FastifyInstance, options: CommerceRouteOptions): Promise<void> {
  const { db, env } = options;
  const idApp = env.ID_APP;
  const limit = perAccountPerMinute(env.RATE_LIMIT_REVIEW, 'review');
  const saved = (request: FastifyRequest, status: string) =>
    messageText(
      status === 'published' ? 'REVIEW_SAVED_PUBLISHED' : 'REVIEW_SAVED_PENDING',
      requestLanguage(request),
    );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/:idApp/reviews',
    { schema: schemaOf({ query: optionalTexts('ma_vt', 'order', 'stars', 'page') }) },
    async (request) => {
      const { ma_vt: maVt, order, stars, page } = request.query;
      if (typeof maVt !== 'string' || maVt === '' || maVt.length > 100)
        throw appError('BODY_FIELD_INVALID', { field: 'ma_vt' });
      const wanted = Number(stars);
      return productReviews(db, idApp, {
        maVt,
        order: REVIEW_ORDERS.includes(order as ReviewOrder) ? (order as ReviewOrder) : 'newest',
        stars: Number.isInteger(wanted) && wanted >= 1 && wanted <= 5 ? wanted : null,
        page: readPage(page),
      });
    },
  );

  app.get('/api/:idApp/reviews/mine', { schema: schemaOf({}) }, async (request) => {
    const reviewer = await reviewerOf(options, request);
    return myReviews(db, idApp, reviewer.owner, new Date());
  });

  app.post<{ Body: ReviewCreate }>(
    '/api/:idApp/reviews',
    {
      config: limit,
      preValidation: async (request) => bodySchema(reviewCreateSchema(requestLanguage(request)))(request),
      schema: schemaOf({ body: reviewCreateSchema('vi') }),
    },
    async (request) => {
      const reviewer = await reviewerOf(options, request);
      const review = await db.transaction((tx) =>
        createReview(tx, idApp, reviewer, request.body, new Date()),
      );
      if (review.status === 'published') await announcePageChange(app, ['dmvt']);
      return { review, message: saved(request, review.status) };
    },
  );

  app.put<{ Params: { id: string }; Body: ReviewWrite }>(
    '/api/:idApp/reviews/:id',
    {
      config: limit,
      preValidation: async (request) => {
        checkId(request.params.id);
        await bodySchema(reviewWriteSchema(requestLanguage(request)))(request);
      },
      schema: schemaOf({ body: reviewWriteSchema('vi') }),
    },
    async (request) => {
      const reviewer = await reviewerOf(options, request);
      const review = await db.transaction((tx) =>
        editReview(tx, idApp, reviewer, request.params.id, request.body, new Date()),
      );
      await announcePageChange(app, ['dmvt']);
      return { review, message: saved(request, review.status) };
    },
  );
}
