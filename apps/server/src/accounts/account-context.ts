import { messageText } from '@shop/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import { appError, requestLanguage } from '../errors.js';
import type { BotCheck } from './bot-check.js';
import { CODE_TTL_MS, issueCode } from './codes.js';
import type { Mailer, QueuedMail } from '../mail/outbox.js';
import { findSession, type SessionUser } from './sessions.js';
import { readAccessToken } from '../plugins/identity.js';
import { ownerName, type UserRow } from './users.js';

/** What every account route needs, built once in routes/auth/index.ts. */
export interface AccountContext {
  db: Database;
  env: Env;
  mailer: Mailer;
  botCheck: BotCheck;
}

/**
 * Sends a fresh six-digit code to the user's account (e-mail, else phone) in the caller's
 * language; returns the code record's id and the account it went to.
 */
export async function sendCode(
  context: AccountContext,
  user: UserRow,
  request: FastifyRequest,
): Promise<{ _id: string; account: string }> {
  const account = ownerName(user);
  const minutes = CODE_TTL_MS / 60_000;
  const isEnglish = requestLanguage(request) === 'en';
  let queued: QueuedMail | undefined;
  const issued = await issueCode(
    context.db,
    { id: user.id, account },
    {
      cooldownMs: context.env.OTP_RESEND_SECONDS * 1000,
      // The message is an outbox row of the code's own transaction: no code without its message.
      deliver: async (tx, code) => {
        queued = await context.mailer.queue(tx, {
          to: account,
          code,
          subject: isEnglish ? 'Your verification code' : 'Mã xác thực của bạn',
          text: isEnglish
            ? `Your verification code is ${code}. It is valid for ${minutes} minutes and can be used once.`
            : `Mã xác thực của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút và chỉ dùng được một lần.`,
        });
      },
    },
  );
  if (queued) context.mailer.afterCommit(queued, request.log);
  return { _id: issued.id, account };
}

/** The logged-in caller's session and token; 401 for guests (the public token or none). */
export async function requireSession(
  context: AccountContext,
  request: FastifyRequest,
): Promise<SessionUser & { token: string }> {
  const token = readAccessToken(request);
  const session =
    request.identity.kind === 'user' && token ? await findSession(context.db, token) : undefined;
  if (!session || !token) throw appError('UNAUTHORIZED');
  return { ...session, token };
}

/** A message of the domain table in the caller's language. */
export function say(
  request: FastifyRequest,
  code: Parameters<typeof messageText>[0],
  params?: Record<string, string>,
) {
  return messageText(code, requestLanguage(request), params);
}
