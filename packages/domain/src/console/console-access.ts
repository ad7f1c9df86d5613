import type { UserRole } from '../accounts/user-info.js';

/** The roles that may open the owner console. */
export type ConsoleRole = Extract<UserRole, 'owner' | 'staff'>;

/**
 * The parts of the console. Owner: all. Staff: the orders (every console account's base) and the
 * areas the owner grants them (by default every grantable area: customers, messages, catalogue,
 * promotions, content, schedules; `refund`, money back to a shopper, only when given); never the shop's settings (shipping, payments, company), the
 * staff list, the backup or the personal-data requests (decision 063), whatever their stored rights
 * say (decision 029).
 */
export type ConsoleArea =
  | 'orders'
  | 'customers'
  | 'messages'
  | 'catalogue'
  | 'promotions'
  | 'content'
  | 'schedules'
  | 'refund'
  | 'settings'
  | 'staff'
  | 'backup'
  | 'privacy';

export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  'orders',
  'customers',
  'messages',
  'catalogue',
  'promotions',
  'content',
  'schedules',
  'refund',
  'settings',
  'staff',
  'backup',
  'privacy',
];

/** The areas that are always the owner's alone, whatever rights a staff member is given. */
export const OWNER_ONLY_AREAS: readonly ConsoleArea[] = ['settings', 'staff', 'backup', 'privacy'];

/** What every console account has: the dashboard and the orders (the console opens on them). */
export const BASE_CONSOLE_AREAS: readonly ConsoleArea[] = ['orders'];

/** The areas the owner grants or withdraws per staff member, in menu order. */
export const GRANTABLE_AREAS: readonly ConsoleArea[] = CONSOLE_AREAS.filter(
  (area) => !OWNER_ONLY_AREAS.includes(area) && !BASE_CONSOLE_AREAS.includes(area),
);

/**
 * The grantable rights a staff member holds only when the owner gives them: sending money back to a
 * shopper (`refund`, issue 30: a gateway refund or a bank refund recorded from the order page).
 */
export const OWNER_DEFAULT_AREAS: readonly ConsoleArea[] = ['refund'];

/**
 * A staff member's rights until the owner edits them: every grantable area (issue 13's staff) but
 * those that stay the owner's until given (OWNER_DEFAULT_AREAS).
 */
export const DEFAULT_STAFF_RIGHTS: readonly ConsoleArea[] = GRANTABLE_AREAS.filter(
  (area) => !OWNER_DEFAULT_AREAS.includes(area),
);

/**
 * A staff member's stored rights: the grantable areas they hold, or null/undefined for the
 * default. Anything else in the list (an owner-only area, an unknown word) grants nothing.
 */
export type StaffRights = readonly string[] | null | undefined;

export function isConsoleRole(role: string | null | undefined): role is ConsoleRole {
  return role === 'owner' || role === 'staff';
}

export function isGrantableArea(area: unknown): area is ConsoleArea {
  return typeof area === 'string' && (GRANTABLE_AREAS as readonly string[]).includes(area);
}

/**
 * Whether a user of this role (a shopper's 'customer', or none for a guest) may use the area; a
 * staff member's `rights` are their stored grantable areas (null or undefined: the default).
 */
export function canUseConsoleArea(
  role: string | null | undefined,
  area: ConsoleArea,
  rights?: StaffRights,
): boolean {
  if (role === 'owner') return true;
  if (role !== 'staff') return false;
  if (BASE_CONSOLE_AREAS.includes(area)) return true;
  return isGrantableArea(area) && (rights ?? DEFAULT_STAFF_RIGHTS).includes(area);
}

/** The areas a role (with a staff member's rights) may use, in menu order; empty for shoppers and guests. */
export function consoleAreasOf(role: string | null | undefined, rights?: StaffRights): ConsoleArea[] {
  return CONSOLE_AREAS.filter((area) => canUseConsoleArea(role, area, rights));
}

/** The grantable areas of a list, each once, in menu order (what is stored for a staff member). */
export function normalizeStaffRights(areas: readonly string[]): ConsoleArea[] {
  return GRANTABLE_AREAS.filter((area) => areas.includes(area));
}
