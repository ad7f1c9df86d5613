import * as v from 'valibot';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import {
  type ConsoleArea,
  isGrantableArea,
  normalizeStaffRights,
  OWNER_ONLY_AREAS,
} from './console-access.js';
import type { TeamMember } from './console-replies.js';
import type { UserInfo } from '../accounts/user-info.js';

/**
 * A staff member's rights as the owner edits them on the staff screen (decision 029) and as
 * `POST console/team/{id}/rights` reads them: the grantable areas they hold, each once. An area
 * that is the owner's alone (settings, staff, backup) is refused with RIGHTS_OWNER_ONLY, any other
 * word with RIGHTS_AREA_INVALID. The output is in menu order, without repeats.
 */
export const staffRightsSchema = v.object({
  areas: v.pipe(
    v.array(v.string(code('RIGHTS_AREA_INVALID')), code('RIGHTS_AREA_INVALID')),
    v.maxLength(50, code('RIGHTS_AREA_INVALID')),
    v.check(
      (areas) => !areas.some((area) => (OWNER_ONLY_AREAS as readonly string[]).includes(area)),
      code('RIGHTS_OWNER_ONLY'),
    ),
    v.check((areas) => areas.every(isGrantableArea), code('RIGHTS_AREA_INVALID')),
    v.transform((areas): ConsoleArea[] => normalizeStaffRights(areas)),
  ),
});
export type StaffRightsBody = v.InferInput<typeof staffRightsSchema>;

function code(value: ConsoleMessageCode): ConsoleMessageCode {
  return value;
}

/** POST console/team/{id}/rights: the member as the team list now shows them, and the message. */
export interface StaffRightsReply {
  member: TeamMember;
  message: string;
}

/**
 * `GET /api/app/join/{id_app}/{token}` (SPEC §7, decision 029): the logged-in account of the
 * invited e-mail accepts its staff invitation; the caller keeps their session, now as staff.
 */
export interface AppJoinReply {
  user: UserInfo;
  areas: ConsoleArea[];
  message: string;
}

/** The invitation token of an app/join path: the same shape as the console's invitation links. */
export const joinTokenSchema = v.pipe(
  v.string(code('INVITE_INVALID')),
  v.minLength(16, code('INVITE_INVALID')),
  v.maxLength(200, code('INVITE_INVALID')),
  v.regex(/^[A-Za-z0-9_-]+$/, code('INVITE_INVALID')),
);
