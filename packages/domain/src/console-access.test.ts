import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSOLE_AREAS, canUseConsoleArea, consoleAreasOf, isConsoleRole } from './console-access.js';

describe('console access', () => {
  it('lets the owner use every area', () => {
    expect(consoleAreasOf('owner')).toEqual(CONSOLE_AREAS);
  });

  it('lets staff run orders, customers and messages only', () => {
    expect(consoleAreasOf('staff')).toEqual([
      'orders',
      'customers',
      'messages',
      'catalogue',
      'promotions',
      'content',
      'schedules',
    ]);
    expect(canUseConsoleArea('staff', 'settings')).toBe(false);
    expect(canUseConsoleArea('staff', 'staff')).toBe(false);
    expect(canUseConsoleArea('staff', 'backup')).toBe(false);
  });

  it('shuts shoppers, guests and unknown roles out of everything', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant('customer'), fc.constant(undefined), fc.constant(null), fc.string()),
        fc.constantFrom(...CONSOLE_AREAS),
        (role, area) => {
          fc.pre(role !== 'owner' && role !== 'staff');
          expect(canUseConsoleArea(role, area)).toBe(false);
          expect(isConsoleRole(role)).toBe(false);
        },
      ),
    );
  });
});
