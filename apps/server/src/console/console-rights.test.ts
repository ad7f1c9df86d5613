import {
  type AppJoinReply,
  consoleAreasOf,
  type StaffRightsReply,
  type TeamMember,
} from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_STAFF } from '../accounts/seed-accounts.js';
import { createSession } from '../accounts/sessions.js';
import { findUserByAccount, insertUser } from '../accounts/users.js';
import { newGuest } from '../routes/commerce/commerce.test-kit.js';
import { callerOf, type Caller } from '../routes/commerce/commerce.test-kit.js';
import { createShop, type RunningShop } from '../server.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, startConsoleKit } from './console.test-kit.js';
import { createInvitation, INVITATION_TTL_MS } from './invitations.js';

type Me = { user: { role: string }; areas: string[] };
type Problem = { error: string; message: string };
const DAY_MS = 24 * 60 * 60 * 1000;

async function staffId(kit: ConsoleKit): Promise<string> {
  const user = await findUserByAccount(kit.shop.db, DEMO_STAFF.email);
  if (!user) throw new Error('no demo staff');
  return user.id;
}

/** A verified shop customer of this e-mail, logged in. */
async function newCustomer(kit: ConsoleKit, email: string): Promise<Caller & { id: string }> {
  const user = await insertUser(kit.shop.db, {
    email,
    name: 'Khách Mời',
    passwordHash: 'not-a-hash',
    isVerified: true,
    role: 'customer',
  });
  if (!user) throw new Error(`${email} exists`);
  return { ...newGuest(), token: await createSession(kit.shop.db, user.id), id: user.id };
}

describe.each(testBackends())('staff rights and app join (%s)', (backend) => {
  let kit: ConsoleKit;
  let staff: string;
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    staff = await staffId(kit);
  }, 60_000);
  afterAll(() => kit?.shop.close());

  const setRights = (areas: unknown, who: Caller = kit.callers.owner, id = staff) =>
    kit.call<StaffRightsReply & Problem>(who, 'POST', `console/team/${id}/rights`, { areas });
  const me = () => kit.call<Me>(kit.callers.staff, 'GET', 'console/me');

  it('gives staff the default areas until the owner edits them', async () => {
    // The domain's test pins the list; the server serves it.
    expect((await me()).body.areas).toEqual(consoleAreasOf('staff'));
    const team = await kit.call<TeamMember[]>(kit.callers.owner, 'GET', 'console/team');
    expect(team.body.find((member) => member._id === staff)?.areas).toContain('customers');
    expect(team.body.find((member) => member.role === 'owner')?.areas).toContain('backup');
    expect(team.body.find((member) => member.role === 'owner')?.areas).toContain('refund');
  });

  it('gives the refund right (issue 30) only when the owner grants it', async () => {
    expect((await me()).body.areas).not.toContain('refund');
    const saved = await setRights(['customers', 'refund']);
    expect(saved.status).toBe(200);
    expect(saved.body.member.areas).toEqual(['orders', 'customers', 'refund']);
    expect((await me()).body.areas).toEqual(['orders', 'customers', 'refund']);
    expect((await setRights(['customers'])).body.member.areas).toEqual(['orders', 'customers']);
  });

  it('withdraws a right at once: the menu areas and the calls follow, and the change is in the history', async () => {
    const saved = await setRights(['customers', 'customers', 'catalogue']);
    expect(saved.status).toBe(200);
    expect(saved.body.member.areas).toEqual(['orders', 'customers', 'catalogue']);
    expect(saved.body.message).toBe(`Đã lưu quyền của ${saved.body.member.name}`);
    expect((await me()).body.areas).toEqual(['orders', 'customers', 'catalogue']);
    const refused = await kit.call<Problem>(kit.callers.staff, 'GET', 'console/messages');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('CONSOLE_FORBIDDEN');
    expect((await kit.call(kit.callers.staff, 'GET', 'console/customers')).status).toBe(200);
    expect((await kit.call(kit.callers.staff, 'GET', 'console/orders')).status).toBe(200);
    // The owner keeps every area.
    expect((await kit.call(kit.callers.owner, 'GET', 'console/messages')).status).toBe(200);

    const versions = await kit.shop.db.query<{ data: { areas: string[] }; changed_by: string }>(
      `SELECT data, changed_by FROM document_versions
       WHERE id_app = $1 AND collection = 'staff_rights' AND id = $2 ORDER BY version`,
      [kit.shop.env.ID_APP, staff],
    );
    expect(versions.at(-1)).toMatchObject({
      changed_by: DEMO_OWNER.email,
      data: { areas: ['customers', 'catalogue'] },
    });

    expect((await setRights(['customers', 'messages'])).status).toBe(200);
    expect((await kit.call(kit.callers.staff, 'GET', 'console/messages')).status).toBe(200);

    // The item timeline of the rights: the owner reads who changed what; staff may not.
    const timeline = await kit.call<{ entries: { by: string; changes: { field: string }[] }[] }>(
      kit.callers.owner,
      'GET',
      `console/history/staff_rights/${staff}`,
    );
    expect(timeline.status).toBe(200);
    expect(timeline.body.entries.at(-1)).toMatchObject({
      by: DEMO_OWNER.email,
      changes: [{ field: 'areas' }],
    });
    const hidden = await kit.call<Problem>(kit.callers.staff, 'GET', `console/history/staff_rights/${staff}`);
    expect(hidden.body.error).toBe('CONSOLE_FORBIDDEN');
  });

  it('refuses to grant settings, staff or backup, with a clear message, and writes nothing', async () => {
    const before = (await me()).body.areas;
    for (const area of ['settings', 'staff', 'backup']) {
      const reply = await setRights(['customers', area]);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        error: 'RIGHTS_OWNER_ONLY',
        message: 'Cài đặt, nhân sự và sao lưu chỉ dành cho chủ cửa hàng, không thể cấp cho nhân viên',
      });
    }
    const english = await kit.call<Problem>(
      kit.callers.owner,
      'POST',
      `console/team/${staff}/rights?lang=en`,
      {
        areas: ['backup'],
      },
    );
    expect(english.body.message).toBe(
      'Settings, staff and backup are the owner’s alone and cannot be granted to staff',
    );
    for (const areas of [['orders'], ['everything'], 'customers', [1], null]) {
      const reply = await setRights(areas);
      expect(reply.status, JSON.stringify(areas)).toBe(400);
      expect(reply.body.error).toBe('RIGHTS_AREA_INVALID');
    }
    expect((await me()).body.areas).toEqual(before);
    // Even written by hand, the table refuses an owner's area.
    await expect(
      kit.shop.db.query(`UPDATE staff_rights SET areas = ARRAY['settings'] WHERE user_id = $1`, [staff]),
    ).rejects.toThrow();
    expect((await kit.call(kit.callers.staff, 'GET', 'console/team')).status).toBe(403);
  });

  it('lets only the owner edit rights, and only a staff member’s', async () => {
    const bySelf = await setRights(['customers'], kit.callers.staff);
    expect(bySelf.status).toBe(403);
    const owner = await findUserByAccount(kit.shop.db, DEMO_OWNER.email);
    const ofOwner = await setRights(['customers'], kit.callers.owner, owner?.id ?? '');
    expect(ofOwner.status).toBe(404);
    expect(ofOwner.body.error).toBe('STAFF_NOT_FOUND');
    expect((await setRights(['customers'], kit.callers.owner, 'f'.repeat(24))).status).toBe(404);
  });

  describe('GET /api/app/join/{id_app}/{token}', () => {
    const join = (who: Caller, token: string, idApp = kit.shop.env.ID_APP) =>
      kit.call<AppJoinReply & Problem>(who, 'GET', `/api/app/join/${idApp}/${token}`);

    it('makes the invited e-mail’s logged-in account staff, once', async () => {
      const invited = await newCustomer(kit, 'moi.vao@example.vn');
      const { token } = await createInvitation(kit.shop.db, 'Moi.Vao@example.vn', DEMO_OWNER.email);
      expect((await join(invited, token, 'another-app')).status).toBe(404);
      const joined = await join(invited, token);
      expect(joined.status).toBe(200);
      expect(joined.body.user).toMatchObject({ _id: invited.id, role: 'staff' });
      expect(joined.body.areas).toContain('orders');
      expect(joined.body.message).toBe('Bạn đã trở thành nhân viên của cửa hàng');
      // Same session, now at the console with the default rights.
      const meNow = await kit.call<Me>(invited, 'GET', 'console/me');
      expect(meNow.body.areas).toContain('catalogue');
      const again = await join(invited, token);
      expect(again.status).toBe(403);
      expect(again.body.error).toBe('INVITE_INVALID');
    });

    it('refuses forged and expired tokens', async () => {
      const invited = await newCustomer(kit, 'het.han@example.vn');
      const past = new Date(Date.now() - INVITATION_TTL_MS - DAY_MS);
      const expired = await createInvitation(kit.shop.db, 'het.han@example.vn', DEMO_OWNER.email, past);
      for (const token of [expired.token, 'A'.repeat(43), 'short', 'not%20a%20token%20at%20all']) {
        const reply = await join(invited, token);
        expect(reply.status, token).toBe(403);
        expect(reply.body.error).toBe('INVITE_INVALID');
      }
      const still = await kit.call<Me & Problem>(invited, 'GET', 'console/me');
      expect(still.body.error).toBe('CONSOLE_LOGIN_REQUIRED');
    });

    it('gives nothing to a guest or another account holding the link (no takeover)', async () => {
      const { token } = await createInvitation(kit.shop.db, 'dung.nguoi@example.vn', DEMO_OWNER.email);
      const guest = await join(newGuest(), token);
      expect(guest.status).toBe(403);
      expect(guest.body.error).toBe('JOIN_LOGIN_REQUIRED');
      const stranger = await newCustomer(kit, 'ke.la@example.vn');
      const wrong = await join(stranger, token);
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toBe('JOIN_WRONG_ACCOUNT');
      expect((await kit.call(stranger, 'GET', 'console/me')).status).toBe(403);
      // The staff member and the owner cannot use it either; the invitation stays for its e-mail.
      expect((await join(kit.callers.staff, token)).body.error).toBe('JOIN_WRONG_ACCOUNT');
      const rightful = await newCustomer(kit, 'dung.nguoi@example.vn');
      expect((await join(rightful, token)).status).toBe(200);
    });

    it('refuses an account that is already on the team', async () => {
      const { token } = await createInvitation(kit.shop.db, 'da.la@example.vn', DEMO_OWNER.email);
      const member = await newCustomer(kit, 'da.la@example.vn');
      await kit.shop.db.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [member.id]);
      const reply = await join(member, token);
      expect(reply.status).toBe(409);
      expect(reply.body.error).toBe('INVITE_ALREADY_MEMBER');
    });
  });

  it('forgets a revoked member’s rights: invited again, they start from the default', async () => {
    await setRights(['messages']);
    expect((await kit.call(kit.callers.owner, 'POST', `console/team/${staff}/revoke`, {})).status).toBe(200);
    const rows = await kit.shop.db.query('SELECT 1 FROM staff_rights WHERE user_id = $1', [staff]);
    expect(rows).toHaveLength(0);
  });
});

// Two server processes on one PostgreSQL: each reads the rights with the session on every request.
describe.runIf(testBackends().includes('postgres'))('staff rights across two processes', () => {
  let kit: ConsoleKit;
  let second: RunningShop;
  let staff: string;
  beforeAll(async () => {
    kit = await startConsoleKit('postgres');
    second = await createShop(kit.shop.env, { serveWeb: false });
    staff = await staffId(kit);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await kit?.shop.close();
  });

  it('a right withdrawn through one process is refused by the other on the next call, and granted back', async () => {
    const callSecond = callerOf(second.app, kit.base, kit.shop.env.PUBLIC_TOKEN);
    // The second process has served the staff member before the change.
    expect((await callSecond(kit.callers.staff, 'GET', 'console/messages')).status).toBe(200);
    const withdrawn = await kit.call(kit.callers.owner, 'POST', `console/team/${staff}/rights`, {
      areas: ['customers'],
    });
    expect(withdrawn.status).toBe(200);
    const refused = await callSecond<Problem>(kit.callers.staff, 'GET', 'console/messages');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('CONSOLE_FORBIDDEN');
    expect((await callSecond<Me>(kit.callers.staff, 'GET', 'console/me')).body.areas).toEqual([
      'orders',
      'customers',
    ]);
    await callSecond(kit.callers.owner, 'POST', `console/team/${staff}/rights`, {
      areas: ['customers', 'messages'],
    });
    expect((await kit.call(kit.callers.staff, 'GET', 'console/messages')).status).toBe(200);
  });
});
