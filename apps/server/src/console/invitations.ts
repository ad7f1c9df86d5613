import { randomBytes } from 'node:crypto';
import {
  type AcceptInviteBody,
  INVITATION_TTL_DAYS,
  type InviteInfo,
  newStaffAccountIssue,
  type StaffInvitation,
  type TeamMember,
} from '@shop/domain/console';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import { deleteUserSessions, hashSecret } from '../accounts/sessions.js';
import {
  findUserByAccount,
  findUserById,
  insertUser,
  normalizeEmail,
  type UserRow,
} from '../accounts/users.js';
import type { Database, Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { appError, formError } from '../errors.js';
import { TEAM_COLUMNS, TEAM_FROM, type TeamRow, toTeamMember } from './staff-rights.js';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

type InvitationRow = {
  id: string;
  email: string;
  invited_by: string;
  created_at: Date | string;
  expires_at: Date | string;
};

const toInvitation = (row: InvitationRow): StaffInvitation => ({
  _id: row.id,
  email: row.email,
  invited_by: row.invited_by,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

/** The console accounts, owner first. */
export async function listTeam(db: Queryable): Promise<TeamMember[]> {
  const rows = await db.query<TeamRow>(
    `SELECT ${TEAM_COLUMNS} FROM ${TEAM_FROM} WHERE u.role IN ('owner', 'staff') ORDER BY u.role, u.name`,
  );
  return rows.map(toTeamMember);
}

/** Invitations not yet accepted, revoked or expired, newest first. */
export async function listInvitations(db: Queryable, now = new Date()): Promise<StaffInvitation[]> {
  const rows = await db.query<InvitationRow>(
    `SELECT id, email, invited_by, created_at, expires_at FROM staff_invitations
     WHERE expires_at > $1 ORDER BY created_at DESC, id DESC`,
    [now],
  );
  return rows.map(toInvitation);
}

/**
 * Invites an e-mail to the staff: a new single-use token (256 bits, stored as SHA-256, valid
 * INVITATION_TTL_DAYS) replacing any earlier invitation of that e-mail. An e-mail that is already
 * staff or owner is refused (409 INVITE_ALREADY_MEMBER). Returns the invitation and its token.
 */
export async function createInvitation(
  db: Database,
  email: string,
  by: string,
  now = new Date(),
): Promise<{ invitation: StaffInvitation; token: string }> {
  const address = normalizeEmail(email);
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invite:${address}`]);
    const user = await findUserByAccount(tx, address);
    if (user && user.role !== 'customer') throw appError('INVITE_ALREADY_MEMBER');
    await tx.query('DELETE FROM staff_invitations WHERE email = $1', [address]);
    const [row] = await tx.query<InvitationRow>(
      `INSERT INTO staff_invitations (id, email, token_hash, invited_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, email, invited_by, created_at, expires_at`,
      [newId(), address, hashSecret(token), by, now, new Date(now.getTime() + INVITATION_TTL_MS)],
    );
    if (!row) throw new Error('invitation not stored');
    return { invitation: toInvitation(row), token };
  });
}

/** Revokes a pending invitation (its link stops working); 404 INVITE_NOT_FOUND when there is none. */
export async function revokeInvitation(db: Queryable, id: string): Promise<void> {
  const rows = await db.query('DELETE FROM staff_invitations WHERE id = $1 RETURNING id', [id]);
  if (rows.length === 0) throw appError('INVITE_NOT_FOUND');
}

/**
 * Takes a staff member's rights away: the account becomes a shop customer again and every one of
 * its sessions ends in the same transaction, so the next console call is refused. Owners cannot
 * be revoked (404 STAFF_NOT_FOUND, as for an unknown id).
 */
export async function revokeStaff(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE users SET role = 'customer' WHERE id = $1 AND role = 'staff' RETURNING id`,
      [userId],
    );
    if (rows.length === 0) throw appError('STAFF_NOT_FOUND');
    // Rights belong to this membership: invited again, the account starts from the default.
    await tx.query('DELETE FROM staff_rights WHERE user_id = $1', [userId]);
    await deleteUserSessions(tx, userId);
  });
}

/** The pending, unexpired invitation of a token (locked with `lock`), or undefined. */
export async function liveInvitation(db: Queryable, token: string, now: Date, lock = false) {
  const rows = await db.query<InvitationRow>(
    `SELECT id, email, invited_by, created_at, expires_at FROM staff_invitations
     WHERE token_hash = $1 AND expires_at > $2${lock ? ' FOR UPDATE' : ''}`,
    [hashSecret(token), now],
  );
  return rows[0];
}

/** Who a live token invites, and whether that e-mail has a shop account; 403 INVITE_INVALID otherwise. */
export async function readInvitation(db: Queryable, token: string, now = new Date()): Promise<InviteInfo> {
  const invitation = await liveInvitation(db, token, now);
  if (!invitation) throw appError('INVITE_INVALID');
  const user = await findUserByAccount(db, invitation.email);
  return { email: invitation.email, has_account: user !== undefined };
}

/**
 * Accepts an invitation: the invited e-mail's shop account (its password checked) becomes staff,
 * or a new staff account is created with the name and password given. The invitation is deleted
 * in the same transaction, under its row lock: a token works once, even when two requests race.
 */
export async function acceptInvitation(
  db: Database,
  body: AcceptInviteBody,
  now = new Date(),
): Promise<UserRow> {
  const passwordHash =
    newStaffAccountIssue(body) === undefined ? await hashPassword(body.password) : undefined;
  return db.transaction(async (tx) => {
    const invitation = await liveInvitation(tx, body.token, now, true);
    if (!invitation) throw appError('INVITE_INVALID');
    const existing = await findUserByAccount(tx, invitation.email);
    let user: UserRow | undefined;
    if (existing) {
      if (existing.role === 'owner') throw appError('INVITE_ALREADY_MEMBER');
      if (!(await verifyPassword(existing.password_hash, body.password)))
        throw appError('INVITE_PASSWORD_WRONG');
      const rows = await tx.query<UserRow & Record<string, unknown>>(
        `UPDATE users SET role = 'staff', is_verified = true WHERE id = $1 RETURNING id`,
        [existing.id],
      );
      if (rows.length === 0) throw appError('INVITE_INVALID');
      user = { ...existing, role: 'staff', is_verified: true };
    } else {
      const issue = newStaffAccountIssue(body);
      if (issue || passwordHash === undefined) throw formError(issue ?? 'PASSWORD_WEAK');
      user = await insertUser(tx, {
        email: invitation.email,
        name: body.name,
        passwordHash,
        isVerified: true,
        role: 'staff',
      });
      if (!user) throw appError('ACCOUNT_EXISTS');
    }
    await tx.query('DELETE FROM staff_rights WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM staff_invitations WHERE id = $1', [invitation.id]);
    return user;
  });
}

/**
 * `GET /api/app/join/{id_app}/{token}` (decision 029): the caller, logged in, accepts the staff
 * invitation of their own e-mail. The session proves the account, so no password is asked; a
 * token alone gives nothing: a guest gets 403 JOIN_LOGIN_REQUIRED, another account 403
 * JOIN_WRONG_ACCOUNT (the invitation stays usable by its e-mail), an owner or staff member 409
 * INVITE_ALREADY_MEMBER, and an unknown, used, revoked or expired token 403 INVITE_INVALID. The
 * invitation is deleted under its row lock in the transaction that makes the account staff, so it
 * works once, even when two requests race; the account starts with the default rights.
 */
export async function joinWithInvitation(
  db: Database,
  userId: string,
  token: string,
  now = new Date(),
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const invitation = await liveInvitation(tx, token, now, true);
    if (!invitation) throw appError('INVITE_INVALID');
    const user = await lockedUser(tx, userId);
    if (!user) throw appError('JOIN_LOGIN_REQUIRED');
    if (user.email === null || normalizeEmail(user.email) !== invitation.email)
      throw appError('JOIN_WRONG_ACCOUNT');
    if (user.role !== 'customer') throw appError('INVITE_ALREADY_MEMBER');
    await tx.query(`UPDATE users SET role = 'staff', updated_at = now() WHERE id = $1`, [userId]);
    await tx.query('DELETE FROM staff_rights WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM staff_invitations WHERE id = $1', [invitation.id]);
    return { ...user, role: 'staff' };
  });
}

async function lockedUser(db: Queryable, userId: string): Promise<UserRow | undefined> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return findUserById(db, userId);
}
