import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  returnApproveSchema,
  returnReceiveSchema,
  returnRejectSchema,
  returnSettingsSchema,
} from './return-contracts.js';
import { returnRequestSchema } from './return-request.js';

const codeOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('the return contract schemas (decision 077)', () => {
  it('takes every whole window from 1 to 720 hours, typed or not, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), fc.boolean(), (hours, typed) => {
        const input = { return_window_hours: typed ? ` ${hours} ` : hours };
        if (hours >= 1 && hours <= 720)
          expect(v.parse(returnSettingsSchema, input)).toEqual({ return_window_hours: hours });
        else expect(codeOf(returnSettingsSchema, input)).toBe('RETURN_SETTINGS_INVALID');
      }),
    );
    expect(codeOf(returnSettingsSchema, { return_window_hours: 1.5 })).toBe('RETURN_SETTINGS_INVALID');
    expect(codeOf(returnSettingsSchema, { return_window_hours: '' })).toBe('RETURN_SETTINGS_INVALID');
  });

  it('needs a reason to write off or to reject, not to restock', () => {
    expect(v.parse(returnReceiveSchema, { action: 'restock' })).toEqual({ action: 'restock', reason: '' });
    expect(codeOf(returnReceiveSchema, { action: 'write-off', reason: '  ' })).toBe('RETURN_REASON_REQUIRED');
    expect(v.parse(returnReceiveSchema, { action: 'write-off', reason: ' Vỡ ' }).reason).toBe('Vỡ');
    expect(codeOf(returnReceiveSchema, { action: 'burn' })).toBe('RETURN_ACTION_INVALID');
    expect(codeOf(returnRejectSchema, {})).toBe('RETURN_REASON_REQUIRED');
    expect(codeOf(returnRejectSchema, { reason: 'x'.repeat(1001) })).toBe('RETURN_NOTE_TOO_LONG');
    expect(v.parse(returnApproveSchema, { instructions: 'keep' })).toEqual({
      instructions: 'keep',
      note: '',
    });
    expect(codeOf(returnApproveSchema, { instructions: 'later' })).toBe('RETURN_INSTRUCTIONS_INVALID');
  });

  it('takes a request with no media, or up to six media ids', () => {
    const request = {
      order_id: 'a'.repeat(24),
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
    };
    expect(v.parse(returnRequestSchema, request).media).toEqual([]);
    expect(v.parse(returnRequestSchema, { ...request, media: ['b'.repeat(24)] }).media).toEqual([
      'b'.repeat(24),
    ]);
    expect(
      v.safeParse(returnRequestSchema, { ...request, media: Array(7).fill('b'.repeat(24)) }).success,
    ).toBe(false);
    expect(v.safeParse(returnRequestSchema, { ...request, media: ['../x'] }).success).toBe(false);
  });
});
