import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time';

describe('datetime-local values', () => {
  it('go back and forth through an instant', () => {
    const iso = fromLocalInput('2026-03-20T08:30');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(toLocalInput(iso)).toBe('2026-03-20T08:30');
  });
  it('leave blank and unreadable values for the schema to refuse', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('ngày mai')).toBe('ngày mai');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('x')).toBe('');
  });
});
