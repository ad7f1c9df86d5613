import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time';

describe('datetime-local values, in Vietnam time whatever the computer says', () => {
  it('go back and forth through an instant', () => {
    const iso = fromLocalInput('2026-03-20T08:30');
    expect(iso).toBe('2026-03-20T01:30:00.000Z');
    expect(toLocalInput(iso)).toBe('2026-03-20T08:30');
    expect(toLocalInput('2026-12-31T20:00:00.000Z')).toBe('2027-01-01T03:00');
  });
  it('leave blank and unreadable values for the schema to refuse', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('ngày mai')).toBe('ngày mai');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('x')).toBe('');
  });
});
