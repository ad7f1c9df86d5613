import {
  normalizeWordList,
  REVIEW_STATUSES,
  type ReviewModeration,
  reviewModerationSchema,
  type ReviewSettingsWrite,
  reviewSettingsSchema,
  type ReviewStatus,
} from '@shop/domain/reviews';
import type { FastifyInstance } from 'fastify';
import {
  consoleReviews,
  moderateReview,
  readReviewSettings,
  saveReviewSettings,
} from '../../reviews/reviews.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleRoute, readBody } from './kit.js';
import { optionalTexts } from '../../plugins/route-schema.js';

/**
 * The console's reviews (decision 047): the list by status and the moderation (publish, hide,
 * reply as the shop) in the 'catalogue' area (owner, and staff holding it); the settings (publish
 * at once or wait, the word filter list) are the owner's, like every setting ('settings' area).
 */
export async function consoleReviewRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;

  app.get<{ Querystring: { status?: string; page?: string } }>(
    '/api/:idApp/console/reviews',
    consoleRoute('catalogue', {
      summary: 'Reviews, by status, paged',
      query: optionalTexts('status', 'page'),
    }),
    async (request) => {
      const status = REVIEW_STATUSES.includes(request.query.status as ReviewStatus)
        ? (request.query.status as ReviewStatus)
        : null;
      const page = Number(request.query.page ?? 1);
      return consoleReviews(db, idApp, {
        status,
        page: Number.isInteger(page) && page > 0 ? page : 1,
        now: new Date(),
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/:idApp/console/reviews/:id',
    consoleRoute('catalogue', { body: reviewModerationSchema }),
    async (request) => {
      const id = checkId(request.params.id);
      const change: ReviewModeration = readBody(reviewModerationSchema, request.body);
      const email = actorEmail(request, 'catalogue');
      const review = await db.transaction((tx) => moderateReview(tx, idApp, id, change, email, new Date()));
      await announcePageChange(app, ['dmvt']);
      return review;
    },
  );

  app.get('/api/:idApp/console/reviews/settings', consoleRoute('catalogue', {}), async () =>
    readReviewSettings(db, idApp),
  );
  app.put(
    '/api/:idApp/console/reviews/settings',
    consoleRoute('settings', { body: reviewSettingsSchema }),
    async (request) => {
      const input: ReviewSettingsWrite = readBody(reviewSettingsSchema, request.body);
      return saveReviewSettings(db, idApp, {
        publish_at_once: input.publish_at_once,
        words: normalizeWordList(input.words),
      });
    },
  );
}
