import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { type Env, isDevelopmentMode, shopAddress } from '../env.js';
import { HIGHLIGHT } from '../log-format.js';
import { issueSetupToken } from './owner-setup.js';
import { hashPassword } from './passwords.js';
import { findUserByAccount, insertUser } from './users.js';

/** The verified customer of README "Try it", seeded in development mode only (its password is public). */
export const DEMO_CUSTOMER = {
  email: 'khachhang@example.com',
  password: 'MatKhau123',
  name: 'Nguyễn Văn Khách',
} as const;

/** The owner of the console in development mode (README "The owner console"; its password is public). */
export const DEMO_OWNER = {
  email: 'chuquan@example.com',
  password: 'ChuQuan123',
  name: 'Trần Chủ Quán',
} as const;

/** A staff member of the console in development mode. */
export const DEMO_STAFF = {
  email: 'nhanvien@example.com',
  password: 'NhanVien123',
  name: 'Lê Nhân Viên',
} as const;

/**
 * Seeds the owner from ADMIN_EMAIL / ADMIN_PASSWORD (when a password is set) and, in
 * development mode (NODE_ENV development or test), the demo customer, owner and staff member.
 * A shop left without an owner gets a one-time setup link in the start log. Idempotent: an existing account is left as it is, so changing
 * ADMIN_PASSWORD later does not reset a password someone already changed.
 */
export async function seedAccounts(db: Database, env: Env, log?: FastifyBaseLogger): Promise<void> {
  const wanted = [];
  if (env.ADMIN_PASSWORD) {
    wanted.push({
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      name: 'Chủ cửa hàng',
      role: 'owner' as const,
    });
  } else {
    log?.info('ADMIN_PASSWORD not set: no owner seeded from the environment');
  }
  if (isDevelopmentMode(env))
    wanted.push(
      { ...DEMO_CUSTOMER, role: 'customer' as const },
      { ...DEMO_OWNER, role: 'owner' as const },
      { ...DEMO_STAFF, role: 'staff' as const },
    );
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
  const token = await issueSetupToken(db);
  if (token)
    log?.warn(
      HIGHLIGHT,
      `owner setup: open ${setupLink(env, token)} to create the owner account (once, within 24 hours)`,
    );
}

/** The console's setup screen on this server, as the start log prints it. */
export function setupLink(env: Env, token: string): string {
  return `${shopAddress(env)}/admin/setup?token=${token}`;
}
