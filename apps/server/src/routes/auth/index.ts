import type { FastifyInstance } from 'fastify';
import type { AccountContext } from '../../accounts/account-context.js';
import { type BotCheck, createBotCheck } from '../../accounts/bot-check.js';
import { lockPolicyOf, pruneLoginFailures } from '../../accounts/login-failures.js';
import { seedAccounts } from '../../accounts/seed-accounts.js';
import { purgeExpired } from '../../privacy/retention.js';
import type { Database } from '../../db/database.js';
import { type Env, isDevelopmentMode } from '../../env.js';
import { authAccountRoutes } from './account.js';
import { authCodeRoutes } from './codes.js';
import { authLoginRoutes } from './login.js';
import { authOutboxRoutes } from './outbox.js';
import { authPasswordRoutes } from './password.js';
import { authSignupRoutes } from './signup.js';
import { privacyAccountRoutes } from '../privacy/account.js';
import { privacyConsentRoutes } from '../privacy/consents.js';
import { privacyGuestRoutes } from '../privacy/guest.js';
import { privacyUnsubscribeRoutes } from '../privacy/unsubscribe.js';
import { registerRoutes } from '../kit/route-options.js';

export interface AuthRouteOptions {
  db: Database;
  env: Env;
  /** Replaces the reCAPTCHA check built from the environment. */
  botCheck?: BotCheck;
}

/**
 * Accounts (SPEC §4, §7 "Auth and account"; decision 004): login, signup, codes, password
 * reset and change, the caller's profile, logout, and the development outbox page (DEV_OUTBOX). Seeds the
 * administrator and the demo customer when registered.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { db, env } = options;
  await seedAccounts(db, env, app.log);
  const context: AccountContext = {
    db,
    env,
    mailer: app.mail.outbox,
    botCheck:
      options.botCheck ??
      createBotCheck({ secret: env.RECAPTCHA_SECRET, verifyUrl: env.RECAPTCHA_VERIFY_URL }),
  };
  schedulePruning(app, db, env);
  await registerRoutes(app, context, [
    authLoginRoutes,
    authSignupRoutes,
    authCodeRoutes,
    authPasswordRoutes,
    authAccountRoutes,
    privacyConsentRoutes,
    privacyAccountRoutes,
    privacyUnsubscribeRoutes,
    privacyGuestRoutes,
  ]);
  // readEnv refuses DEV_OUTBOX outside development; checked again so no other caller can slip it in.
  if (env.DEV_OUTBOX && isDevelopmentMode(env)) await app.register(authOutboxRoutes, context);
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Every ten minutes, in each process (harmless when several do it), stale lockout counters go, and
 * what is past its retention (decision 063).
 */
function schedulePruning(app: FastifyInstance, db: Database, env: Env): void {
  const policy = lockPolicyOf(env);
  const timer = setInterval(() => {
    pruneLoginFailures(db, policy).catch((error: unknown) => {
      app.log.warn({ err: error }, 'login counters: pruning failed, tried again later');
    });
    // Guest carts, drafts and sent mails past their retention (decision 063).
    purgeExpired(db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'retention: purge failed, tried again later');
    });
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
