import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../schema-issues.test-kit.js';
import {
  acceptInviteSchema,
  CUSTOMER_KEY,
  customerKeySchema,
  customersQuerySchema,
  dashboardQuerySchema,
  inviteStaffSchema,
  messageHandledSchema,
  messagesQuerySchema,
  newStaffAccountIssue,
} from './console-people.js';

describe('console people requests', () => {
  it('read the dashboard period, today by default', () => {
    expect(v.parse(dashboardQuerySchema, {})).toEqual({ period: 'today' });
    expect(v.parse(dashboardQuerySchema, { period: '30d' })).toEqual({ period: '30d' });
    expect(v.safeParse(dashboardQuerySchema, { period: 'year' }).success).toBe(false);
  });

  it('page customers and messages with bounded whole numbers', () => {
    expect(v.parse(customersQuerySchema, { q: '  Thu ' })).toEqual({
      q: 'Thu',
      kind: 'all',
      page: 1,
      limit: 20,
    });
    expect(v.parse(messagesQuerySchema, { handled: 'yes', page: '3', limit: '5' })).toEqual({
      handled: 'yes',
      page: 3,
      limit: 5,
    });
    for (const bad of [{ page: '0' }, { limit: '101' }, { page: '-1' }, { kind: 'staff' }])
      expect(v.safeParse(customersQuerySchema, bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('know the three kinds of customer key and nothing else', () => {
    for (const key of ['user:0123456789abcdef01234567', 'email:an@example.vn', 'phone:0912345678'])
      expect(CUSTOMER_KEY.test(key), key).toBe(true);
    for (const key of ['user:1', 'email:', 'phone:09x', 'email:a b@c.d', 'guest:1'])
      expect(CUSTOMER_KEY.test(key), key).toBe(false);
    expect(firstMessage(customerKeySchema, { key: 'nope' })).toBe('CONSOLE_CUSTOMER_NOT_FOUND');
  });

  it('take a boolean toggle and a valid e-mail to invite', () => {
    expect(v.parse(messageHandledSchema, { handled: false })).toEqual({ handled: false });
    expect(v.safeParse(messageHandledSchema, { handled: 'true' }).success).toBe(false);
    expect(v.parse(inviteStaffSchema, { email: ' nv@example.vn ' })).toEqual({ email: 'nv@example.vn' });
    expect(firstMessage(inviteStaffSchema, { email: 'nv@' })).toBe('EMAIL_INVALID');
  });

  it('accept an invitation with a token and a password; a new account also needs a name and a strong one', () => {
    const token = 'x'.repeat(43);
    expect(firstMessage(acceptInviteSchema, { token: 'short', password: 'a' })).toBe('INVITE_INVALID');
    expect(firstMessage(acceptInviteSchema, { token, password: '' })).toBe('PASSWORD_WEAK');
    expect(v.parse(acceptInviteSchema, { token, password: 'p' })).toEqual({ token, name: '', password: 'p' });
    expect(newStaffAccountIssue({ name: '', password: 'NhanVien123' })).toBe('NAME_REQUIRED');
    expect(newStaffAccountIssue({ name: 'Lan', password: 'short' })).toBe('PASSWORD_WEAK');
    expect(newStaffAccountIssue({ name: 'Lan', password: 'NhanVien123' })).toBeUndefined();
  });
});
