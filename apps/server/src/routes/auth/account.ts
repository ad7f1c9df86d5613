import { profileFormSchema } from '@shop/domain/accounts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type AccountContext, requireSession, say } from '../../accounts/account-context.js';
import { readAccessToken } from '../../plugins/identity.js';
import { appError } from '../../errors.js';
import { parseForm } from '../../accounts/parse-form.js';
import { deleteSession } from '../../accounts/sessions.js';
import {
  findUserByAccount,
  findUserById,
  toUserInfo,
  updateProfile,
  type UserRow,
} from '../../accounts/users.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

type Body = Record<string, unknown> | null;

/** What POST /api/updateprofile reads: the profile form's fields, flat or under local.exfields, and a picture. */
const PROFILE_BODY = v.looseObject({
  ...optionalTexts('name', 'ngay_sinh', 'gioi_tinh', 'picture').entries,
  local: v.optional(v.looseObject({ exfields: v.optional(optionalTexts('ngay_sinh', 'gioi_tinh')) })),
});

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Profile fields nested (local.exfields.x), dotted ('local.exfields.x') or flat (x), first found wins. */
function profileInput(body: Record<string, unknown>) {
  const exfields = objectOf(objectOf(body.local).exfields);
  const pick = (key: string) => exfields[key] ?? body[`local.exfields.${key}`] ?? body[key];
  return { name: body.name, ngay_sinh: pick('ngay_sinh') ?? '', gioi_tinh: pick('gioi_tinh') ?? '' };
}

function pictureOf(body: Record<string, unknown>): string | undefined {
  const picture = body.picture;
  if (picture === undefined) return undefined;
  if (typeof picture !== 'string' || picture.length > 500) throw appError('BAD_REQUEST');
  const trimmed = picture.trim();
  // A picture on this shop (/…) or on the web (http, https): never javascript:, data: and the like.
  if (trimmed !== '' && !/^(\/(?!\/)|https?:\/\/)/i.test(trimmed)) throw appError('BAD_REQUEST');
  return trimmed;
}

/** The caller's own account: who am I, logout, profile read and update. */
export async function authAccountRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  const loadUser = async (userId: string): Promise<UserRow> => {
    const user = await findUserById(context.db, userId);
    if (!user) throw appError('UNAUTHORIZED');
    return user;
  };

  app.get('/api/user', { schema: schemaOf({}) }, async (request) => {
    const session = await requireSession(context, request);
    return { token: session.token, ...toUserInfo(await loadUser(session.userId)) };
  });

  // Idempotent: a guest or an already-dead token (rejected earlier by the identity plugin) gets a 401 there.
  app.get('/api/user/logout', { schema: schemaOf({}) }, async (request) => {
    const token = readAccessToken(request);
    if (request.identity.kind === 'user' && token) {
      const userId = await deleteSession(context.db, token);
      // Its live console streams end too, in every process (decision 039).
      if (userId) await app.signals.publish('access-changed', { userId });
    }
    return { ok: true };
  });

  /** Own profile; ?email of another account only for administrators. */
  app.get<{ Querystring: { email?: string } }>(
    '/api/profile',
    { schema: schemaOf({ query: optionalTexts('email') }) },
    async (request) => {
      const session = await requireSession(context, request);
      const own = await loadUser(session.userId);
      const asked = request.query.email?.trim();
      if (!asked || (await findUserByAccount(context.db, asked))?.id === own.id) {
        return { token: session.token, ...toUserInfo(own) };
      }
      if (session.role !== 'owner') throw appError('FORBIDDEN');
      const other = await findUserByAccount(context.db, asked);
      if (!other) throw appError('ACCOUNT_NOT_FOUND');
      return toUserInfo(other);
    },
  );

  app.post<{ Body: Body }>(
    '/api/updateprofile',
    { schema: schemaOf({ body: PROFILE_BODY }) },
    async (request) => {
      const session = await requireSession(context, request);
      const body = objectOf(request.body);
      const form = parseForm(profileFormSchema, profileInput(body));
      const user = await updateProfile(context.db, session.userId, { ...form, picture: pictureOf(body) });
      if (!user) throw appError('UNAUTHORIZED');
      return { message: say(request, 'PROFILE_UPDATE_SUCCESS'), token: session.token, ...toUserInfo(user) };
    },
  );
}
