import { isValidEmail, isValidPhone, readGender, type UserInfo, type UserRole } from '@shop/domain/accounts';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';

export type Role = UserRole;

export interface UserRow {
  id: string;
  email: string | null;
  phone: string | null;
  name: string;
  picture: string | null;
  password_hash: string;
  is_verified: boolean;
  role: Role;
  ngay_sinh: string | null;
  gioi_tinh: string | null;
  referral_code: string | null;
}

const COLUMNS =
  'id, email, phone, name, picture, password_hash, is_verified, role, ngay_sinh, gioi_tinh, referral_code';

/** E-mails are compared lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phones are stored as 0xxxxxxxxx: separators dropped, +84 / 84 read as the leading 0. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[\s.\-()]/g, '');
  return digits.replace(/^(\+84|84)(?=\d{9,10}$)/, '0');
}

/** An account name typed by a person: an e-mail or a phone, normalised; undefined when neither. */
export function parseAccount(account: string): { email: string } | { phone: string } | undefined {
  const text = account.trim();
  if (isValidEmail(text)) return { email: normalizeEmail(text) };
  if (isValidPhone(text)) return { phone: normalizePhone(text) };
  return undefined;
}

/** The user an account name (e-mail or phone) belongs to. */
export async function findUserByAccount(db: Queryable, account: string): Promise<UserRow | undefined> {
  const parsed = parseAccount(account);
  if (!parsed) return undefined;
  const [column, value] = 'email' in parsed ? ['email', parsed.email] : ['phone', parsed.phone];
  const rows = await db.query<UserRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM users WHERE ${column} = $1`,
    [value],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM users WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export interface NewUser {
  email?: string | undefined;
  phone?: string | undefined;
  name: string;
  passwordHash: string;
  isVerified: boolean;
  role: Role;
  referralCode?: string | undefined;
}

/** Inserts a user; undefined when the e-mail or phone is taken (a unique violation, not an error). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow & Record<string, unknown>>(
    `INSERT INTO users (id, email, phone, name, password_hash, is_verified, role, referral_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [
      newId(),
      user.email ? normalizeEmail(user.email) : null,
      user.phone ? normalizePhone(user.phone) : null,
      user.name,
      user.passwordHash,
      user.isVerified,
      user.role,
      user.referralCode || null,
    ],
  );
  return rows[0];
}

/**
 * The name a user's documents are owned by (cart, orders, addresses): the e-mail, or the phone for
 * an account registered with a phone only.
 */
export function ownerName(user: Pick<UserRow, 'email' | 'phone'>): string {
  return user.email ?? user.phone ?? '';
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    _id: user.id,
    email: ownerName(user),
    phone: user.phone ?? '',
    name: user.name,
    picture: user.picture ?? '',
    role: user.role,
    verified: user.is_verified,
    local: { exfields: { ngay_sinh: user.ngay_sinh ?? '', gioi_tinh: readGender(user.gioi_tinh) } },
  };
}

export async function markVerified(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET is_verified = true, updated_at = now() WHERE id = $1', [userId]);
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

export interface ProfileChange {
  name: string;
  ngay_sinh: string;
  gioi_tinh: string;
  picture?: string | undefined;
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  change: ProfileChange,
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow & Record<string, unknown>>(
    `UPDATE users SET name = $2, ngay_sinh = $3, gioi_tinh = $4, picture = COALESCE($5, picture),
       updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [userId, change.name, change.ngay_sinh || null, change.gioi_tinh || null, change.picture ?? null],
  );
  return rows[0];
}
