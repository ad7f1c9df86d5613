import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BASE_CONSOLE_AREAS,
  CONSOLE_AREAS,
  canUseConsoleArea,
  consoleAreasOf,
  DEFAULT_STAFF_RIGHTS,
  GRANTABLE_AREAS,
  isConsoleRole,
  normalizeStaffRights,
  OWNER_ONLY_AREAS,
} from './console-access.js';
import { staffRightsSchema } from './console-rights.js';

/** Any stored rights: lists of areas and stray words, repeats included, or the default. */
const anyRights = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.array(fc.oneof(fc.constantFrom(...CONSOLE_AREAS), fc.string()), { maxLength: 12 }),
);

/**
 * Every console area in menu order and who has it (decisions 029 and 063, issue 30): every console
 * account ('base'), staff by default ('default'), staff once the owner grants it ('granted'), the
 * owner alone ('owner').
 */
const AREA_ACCESS = [
  ['orders', 'base'],
  ['customers', 'default'],
  ['messages', 'default'],
  ['catalogue', 'default'],
  ['promotions', 'default'],
  ['content', 'default'],
  ['schedules', 'default'],
  ['refund', 'granted'],
  ['settings', 'owner'],
  ['staff', 'owner'],
  ['backup', 'owner'],
  ['privacy', 'owner'],
] as const;
type Access = (typeof AREA_ACCESS)[number][1];
const areasWith = (...held: Access[]) =>
  AREA_ACCESS.filter(([, access]) => held.includes(access)).map(([area]) => area);

describe('console access', () => {
  it('lists every area in menu order, each in the group of who has it', () => {
    expect(CONSOLE_AREAS).toEqual(areasWith('base', 'default', 'granted', 'owner'));
    expect(BASE_CONSOLE_AREAS).toEqual(areasWith('base'));
    expect(GRANTABLE_AREAS).toEqual(areasWith('default', 'granted'));
    expect(DEFAULT_STAFF_RIGHTS).toEqual(areasWith('default'));
    expect(OWNER_ONLY_AREAS).toEqual(areasWith('owner'));
  });

  it('lets the owner use every area, whatever rights are stored', () => {
    expect(consoleAreasOf('owner')).toEqual(CONSOLE_AREAS);
    fc.assert(
      fc.property(anyRights, (rights) => {
        expect(consoleAreasOf('owner', rights)).toEqual(CONSOLE_AREAS);
      }),
    );
  });

  it('gives staff the orders and, by default, every grantable area: never settings, staff or backup', () => {
    expect(consoleAreasOf('staff')).toEqual(areasWith('base', 'default'));
    expect(DEFAULT_STAFF_RIGHTS).toEqual(GRANTABLE_AREAS.filter((area) => area !== 'refund'));
    expect(canUseConsoleArea('staff', 'settings')).toBe(false);
    expect(canUseConsoleArea('staff', 'staff')).toBe(false);
    expect(canUseConsoleArea('staff', 'backup')).toBe(false);
  });

  it('gives a staff member exactly the base areas and the grantable areas of their rights', () => {
    fc.assert(
      fc.property(anyRights, fc.constantFrom(...CONSOLE_AREAS), (rights, area) => {
        const held = rights ?? DEFAULT_STAFF_RIGHTS;
        const expected =
          BASE_CONSOLE_AREAS.includes(area) || (GRANTABLE_AREAS.includes(area) && held.includes(area));
        expect(canUseConsoleArea('staff', area, rights)).toBe(expected);
      }),
    );
  });

  it("keeps the refund right the owner's until given to a staff member (issue 30)", () => {
    expect(canUseConsoleArea('owner', 'refund')).toBe(true);
    expect(canUseConsoleArea('staff', 'refund')).toBe(false);
    expect(canUseConsoleArea('staff', 'refund', null)).toBe(false);
    expect(canUseConsoleArea('customer', 'refund', ['refund'])).toBe(false);
    expect(canUseConsoleArea('staff', 'refund', ['refund'])).toBe(true);
    expect(GRANTABLE_AREAS).toContain('refund');
    expect(OWNER_ONLY_AREAS).not.toContain('refund');
    const granted = v.safeParse(staffRightsSchema, { areas: ['refund', 'customers'] });
    expect(granted.success && granted.output.areas).toEqual(['customers', 'refund']);
  });

  it('never lets stored rights open an owner-only area to staff', () => {
    fc.assert(
      fc.property(anyRights, fc.constantFrom(...OWNER_ONLY_AREAS), (rights, area) => {
        expect(canUseConsoleArea('staff', area, rights)).toBe(false);
        expect(consoleAreasOf('staff', rights)).not.toContain(area);
      }),
    );
  });

  it('withdrawing a right takes exactly that area away, granting it gives it back', () => {
    fc.assert(
      fc.property(fc.subarray([...GRANTABLE_AREAS]), fc.constantFrom(...GRANTABLE_AREAS), (rights, area) => {
        const without = rights.filter((item) => item !== area);
        expect(consoleAreasOf('staff', without)).toEqual(
          consoleAreasOf('staff', [...without, area]).filter((item) => item !== area),
        );
        expect(canUseConsoleArea('staff', area, without)).toBe(false);
        expect(canUseConsoleArea('staff', area, [...without, area])).toBe(true);
      }),
    );
  });

  it('lists a staff member’s areas in menu order, each once', () => {
    fc.assert(
      fc.property(anyRights, (rights) => {
        const areas = consoleAreasOf('staff', rights);
        expect(areas).toEqual(CONSOLE_AREAS.filter((area) => areas.includes(area)));
        expect(normalizeStaffRights(areas)).toEqual(areas.filter((area) => area !== 'orders'));
      }),
    );
  });

  it('shuts shoppers, guests and unknown roles out of everything, whatever rights they carry', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant('customer'), fc.constant(undefined), fc.constant(null), fc.string()),
        fc.constantFrom(...CONSOLE_AREAS),
        anyRights,
        (role, area, rights) => {
          fc.pre(role !== 'owner' && role !== 'staff');
          expect(canUseConsoleArea(role, area, rights)).toBe(false);
          expect(isConsoleRole(role)).toBe(false);
        },
      ),
    );
  });
});

describe('staff rights form', () => {
  it('accepts any set of grantable areas and stores it in menu order without repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...GRANTABLE_AREAS), { maxLength: 20 }), (areas) => {
        const result = v.safeParse(staffRightsSchema, { areas });
        expect(result.success).toBe(true);
        if (result.success)
          expect(result.output.areas).toEqual(GRANTABLE_AREAS.filter((area) => areas.includes(area)));
      }),
    );
  });

  it('refuses an owner-only area with RIGHTS_OWNER_ONLY, anything else unknown with RIGHTS_AREA_INVALID', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...GRANTABLE_AREAS), { maxLength: 6 }),
        fc.constantFrom(...OWNER_ONLY_AREAS),
        fc.nat(6),
        (areas, owners, at) => {
          const list = [...areas];
          list.splice(Math.min(at, list.length), 0, owners);
          const result = v.safeParse(staffRightsSchema, { areas: list });
          expect(result.success).toBe(false);
          expect(result.issues?.[0]?.message).toBe('RIGHTS_OWNER_ONLY');
        },
      ),
    );
    for (const areas of [['orders'], ['catalog'], 'catalogue', [3], undefined]) {
      const result = v.safeParse(staffRightsSchema, { areas });
      expect(result.success, JSON.stringify(areas)).toBe(false);
      expect(result.issues?.[0]?.message).toBe('RIGHTS_AREA_INVALID');
    }
  });
});
