import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { consentChangeSchema, dataRequestDeadline, dataRequestState } from './privacy.js';

describe('data requests (decision 063)', () => {
  const received = new Date('2026-03-02T08:00:00Z');

  it('are due 10 days after they are received', () => {
    expect(dataRequestDeadline('export', received).toISOString()).toBe('2026-03-12T08:00:00.000Z');
    expect(dataRequestDeadline('delete', received).toISOString()).toBe('2026-03-12T08:00:00.000Z');
  });

  it('are open until the deadline, overdue after it, done once carried out whatever the time', () => {
    const due_at = dataRequestDeadline('delete', received).toISOString();
    expect(dataRequestState({ due_at, done_at: null }, new Date('2026-03-12T08:00:00Z'))).toBe('open');
    expect(dataRequestState({ due_at, done_at: null }, new Date('2026-03-12T08:00:01Z'))).toBe('overdue');
    expect(dataRequestState({ due_at, done_at: '2026-03-20T00:00:00Z' }, new Date('2026-04-01'))).toBe(
      'done',
    );
  });
});

describe('consent changes', () => {
  it('turn marketing or cookies on and off, never the terms', () => {
    expect(v.is(consentChangeSchema, { purpose: 'marketing', granted: false })).toBe(true);
    expect(v.is(consentChangeSchema, { purpose: 'cookies', granted: true })).toBe(true);
    expect(v.is(consentChangeSchema, { purpose: 'terms', granted: false })).toBe(false);
    expect(v.is(consentChangeSchema, { purpose: 'marketing' })).toBe(false);
  });
});
