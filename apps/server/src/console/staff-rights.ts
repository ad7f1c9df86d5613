import { type ConsoleArea, consoleAreasOf, type TeamMember } from '@shop/domain/console';
import type { Database } from '../db/database.js';
import { recordVersion } from '../db/documents.js';
import { appError } from '../errors.js';

/** Where a staff member's rights keep their version history (one record per member, by user id). */
export const STAFF_RIGHTS_COLLECTION = 'staff_rights';

/** A team row: the account and its stored rights (JSON, so both drivers read it alike). */
export const TEAM_COLUMNS = `u.id, u.email, u.phone, u.name, u.role, to_jsonb(r.areas) AS areas`;
export const TEAM_FROM = 'users u LEFT JOIN staff_rights r ON r.user_id = u.id';

export type TeamRow = {
  id: string;
  email: string | null;
  phone: string | null;
  name: string;
  role: string;
  areas: string[] | null;
};

export function toTeamMember(row: TeamRow): TeamMember {
  const role = row.role === 'owner' ? 'owner' : 'staff';
  return {
    _id: row.id,
    email: row.email ?? row.phone ?? '',
    name: row.name,
    role,
    areas: consoleAreasOf(role, row.areas),
  };
}

/**
 * Sets a staff member's rights (already read with staffRightsSchema: grantable areas only) and
 * records them as the next version of `staff_rights/<user id>` with the owner as author, in one
 * transaction under the member's row lock. 404 STAFF_NOT_FOUND for the owner or an unknown id.
 */
export async function setStaffRights(
  db: Database,
  idApp: string,
  userId: string,
  areas: readonly ConsoleArea[],
  by: string,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<TeamRow>(
      `SELECT id, email, phone, name, role, NULL::jsonb AS areas FROM users
       WHERE id = $1 AND role = 'staff' FOR UPDATE`,
      [userId],
    );
    if (!user) throw appError('STAFF_NOT_FOUND');
    const list = JSON.stringify(areas);
    await tx.query(
      `INSERT INTO staff_rights (user_id, areas, updated_at, updated_by)
       VALUES ($1, ARRAY(SELECT jsonb_array_elements_text($2::text::jsonb)), now(), $3)
       ON CONFLICT (user_id) DO UPDATE SET areas = EXCLUDED.areas, updated_at = now(),
         updated_by = EXCLUDED.updated_by`,
      [userId, list, by],
    );
    const member = toTeamMember({ ...user, areas: [...areas] });
    await recordVersion(
      tx,
      { idApp, collection: STAFF_RIGHTS_COLLECTION },
      userId,
      { _id: userId, email: member.email, name: member.name, areas: [...areas] },
      by,
    );
    return member;
  });
}
