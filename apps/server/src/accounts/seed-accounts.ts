import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { type Env, isDevelopmentMode } from '../env.js';
import { hashPassword } from './passwords.js';
import { findUserByAccount, insertUser } from './users.js';

/** The verified customer of README "Try it", seeded in development mode only (its password is public). */
export const DEMO_CUSTOMER = {
  email: 'khachhang@example.com',
  password: 'MatKhau123',
  name: 'Nguyễn Văn Khách',
} as const;

/**
 * Seeds the administrator from ADMIN_EMAIL / ADMIN_PASSWORD (when a password is set) and, in
 * development mode (NODE_ENV development or test), the demo customer. Idempotent: an existing account is left as it is, so changing
 * ADMIN_PASSWORD later does not reset a password someone already changed.
 */
export async function seedAccounts(db: Database, env: Env, log?: FastifyBaseLogger): Promise<void> {
  const wanted = [];
  if (env.ADMIN_PASSWORD) {
    wanted.push({
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      name: 'Quản trị viên',
      role: 'admin' as const,
    });
  } else {
    log?.info('ADMIN_PASSWORD not set: no administrator seeded');
  }
  if (isDevelopmentMode(env)) wanted.push({ ...DEMO_CUSTOMER, role: 'customer' as const });
  for (const account of wanted) {
    if (await findUserByAccount(db, account.email)) continue;
    await insertUser(db, {
      email: account.email,
      name: account.name,
      passwordHash: await hashPassword(account.password),
      isVerified: true,
      role: account.role,
    });
  }
}
