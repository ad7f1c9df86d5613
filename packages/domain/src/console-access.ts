import type { UserRole } from './contracts/user-info.js';

/** The roles that may open the owner console. */
export type ConsoleRole = Extract<UserRole, 'owner' | 'staff'>;

/**
 * The parts of the console. Owner: all. Staff: the day-to-day areas (orders, customers, messages,
 * catalogue, promotions, content, schedules); never the shop's settings (shipping, payments,
 * company), the staff list or the backup.
 */
export type ConsoleArea =
  | 'orders'
  | 'customers'
  | 'messages'
  | 'catalogue'
  | 'promotions'
  | 'content'
  | 'schedules'
  | 'settings'
  | 'staff'
  | 'backup';

export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  'orders',
  'customers',
  'messages',
  'catalogue',
  'promotions',
  'content',
  'schedules',
  'settings',
  'staff',
  'backup',
];

/** The areas that are always the owner's alone, whatever rights a staff member is given. */
export const OWNER_ONLY_AREAS: readonly ConsoleArea[] = ['settings', 'staff', 'backup'];

const STAFF_AREAS: ReadonlySet<ConsoleArea> = new Set(
  CONSOLE_AREAS.filter((area) => !OWNER_ONLY_AREAS.includes(area)),
);

export function isConsoleRole(role: string | null | undefined): role is ConsoleRole {
  return role === 'owner' || role === 'staff';
}

/** Whether a user of this role (a shopper's 'customer', or none for a guest) may use the area. */
export function canUseConsoleArea(role: string | null | undefined, area: ConsoleArea): boolean {
  if (role === 'owner') return true;
  return role === 'staff' && STAFF_AREAS.has(area);
}

/** The areas a role may use, in menu order (empty for shoppers and guests). */
export function consoleAreasOf(role: string | null | undefined): ConsoleArea[] {
  return CONSOLE_AREAS.filter((area) => canUseConsoleArea(role, area));
}
