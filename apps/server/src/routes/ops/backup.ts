import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageText } from '@shop/domain/messages';
import * as v from 'valibot';
import { type AppArchive, appArchiveSchema, exportApp, restoreApp } from '../../admin/app-archive.js';
import type { Database } from '../../db/database.js';
import { appError, requestLanguage } from '../../errors.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import { isAdmin } from '../../plugins/app-scope.js';
import { assertCleanText } from '../../plugins/input-guard.js';
import { NO_BODY, schemaOf } from '../../plugins/route-schema.js';

export interface BackupRouteOptions {
  db: Database;
}

/** Backups carry a whole shop's catalogue, news and orders: far above the API's 1 MB body limit. */
export const ARCHIVE_SIZE_LIMIT = 200 * 1024 * 1024;
const APP_ID = /^[0-9a-f]{24}$/;

/** SCHEDULE_MAX_ATTEMPTS's default (env.ts), for an app built without the schedule queue (tests). */
const DEFAULT_SCHEDULE_MAX_ATTEMPTS = 5;

function checkAdminAndApp(request: FastifyRequest<{ Params: { id: string } }>): string {
  if (!isAdmin(request)) throw appError('BACKUP_ADMIN_ONLY');
  if (!APP_ID.test(request.params.id)) throw appError('APP_ID_INVALID');
  return request.params.id;
}

/** The archive from a multipart upload (its first file) or from a JSON body. */
async function readArchive(request: FastifyRequest): Promise<AppArchive> {
  let body: unknown = request.body;
  if (request.isMultipart()) {
    try {
      // Inside the try: a form the parser cannot read (no boundary) throws here, not a 500.
      const file = await request.file();
      if (!file) throw appError('BACKUP_INVALID');
      body = JSON.parse((await file.toBuffer()).toString('utf8'));
    } catch {
      throw appError('BACKUP_INVALID');
    }
    // An uploaded archive bypasses the JSON body guard; the same check, before any row is written.
    assertCleanText(body, 'archive');
  }
  const parsed = v.safeParse(appArchiveSchema, body);
  if (!parsed.success) throw appError('BACKUP_INVALID');
  return parsed.output;
}

/**
 * SPEC §7 "Auth and account": backup (POST, and GET for a plain download) and restore of one app's
 * data, administrators only. A restore goes into an empty app and reproduces the backed-up one.
 */
export async function backupRoutes(app: FastifyInstance, { db }: BackupRouteOptions): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: ARCHIVE_SIZE_LIMIT, files: 1, parts: 4 } });

  const backup = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const idApp = checkAdminAndApp(request);
    const archive = await exportApp(db, idApp, new Date());
    const day = archive.created_at.slice(0, 10);
    return { archive, fileName: `backup-${idApp}-${day}.json` };
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/app/backup/:id',
      schema: schemaOf({
        summary: "The app's backup archive (administrators)",
        ...(method === 'POST' ? { body: NO_BODY } : {}),
      }),
      handler: async (request, reply) => {
        const { archive, fileName } = await backup(request);
        reply.header('content-disposition', `attachment; filename="${fileName}"`);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('cache-control', 'no-store');
        return archive;
      },
    });
  }

  app.post<{ Params: { id: string } }>(
    '/api/app/restore/:id',
    { bodyLimit: ARCHIVE_SIZE_LIMIT, schema: schemaOf({ body: appArchiveSchema }) },
    async (request) => {
      const idApp = checkAdminAndApp(request);
      const archive = await readArchive(request);
      // The schedule queue (schedules/schedule-plugin.ts) plans the restored schedules' runs.
      const queue = app.hasDecorator('schedules') ? app.schedules : undefined;
      const outcome = await restoreApp(db, idApp, archive, {
        maxAttempts: queue?.maxAttempts ?? DEFAULT_SCHEDULE_MAX_ATTEMPTS,
      });
      if (outcome.ok) queue?.nudge();
      if (!outcome.ok) throw appError(outcome.code === 'APP_NOT_EMPTY' ? 'APP_NOT_EMPTY' : 'BACKUP_INVALID');
      await announcePageChange(app, ['*']); // every collection is new
      return {
        id_app: idApp,
        documents: outcome.documents,
        versions: outcome.versions,
        schedules: outcome.schedules,
        message: messageText('RESTORE_SUCCESS', requestLanguage(request)),
      };
    },
  );
}
