import type { AppJoinReply, ConsoleArea, StaffRightsReply } from '@shop/domain/console';
import type { Transport } from './client.js';

export type { AppJoinReply, StaffRightsReply } from '@shop/domain/console';

/** The owner's call that sets a staff member's rights (docs/api.md "Staff rights and app join"). */
export function staffRightsCalls(transport: Transport) {
  return {
    /**
     * POST console/team/{id}/rights (owner only): the staff member's areas, from GRANTABLE_AREAS;
     * settings, staff and backup are refused (400 RIGHTS_OWNER_ONLY). Holds from their next call.
     */
    setStaffRights: (id: string, areas: readonly ConsoleArea[]) =>
      transport.http
        .post(`api/${transport.options.idApp}/console/team/${encodeURIComponent(id)}/rights`, {
          searchParams: transport.authParams(),
          json: { areas },
        })
        .json<StaffRightsReply>(),
  };
}

/** `GET /api/app/join/{a}/{b}` of SPEC §7, given its meaning by decision 029. */
export function appJoinCalls(transport: Transport) {
  return {
    /**
     * Accepts the staff invitation `token` (from the invitation link) for the logged-in account of
     * the invited e-mail; the session stays and now opens the console. 403 JOIN_LOGIN_REQUIRED for
     * a guest, JOIN_WRONG_ACCOUNT for another account, INVITE_INVALID once used or expired.
     */
    joinApp: (token: string, idApp: string = transport.options.idApp) =>
      transport.http
        .get(`api/app/join/${encodeURIComponent(idApp)}/${encodeURIComponent(token)}`, {
          searchParams: transport.authParams(),
        })
        .json<AppJoinReply>(),
  };
}
