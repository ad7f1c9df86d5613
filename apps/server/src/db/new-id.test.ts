import { describe, expect, it } from 'vitest';
import { newId } from './documents.js';

describe('newId', () => {
  it('gives 24 hex characters, a different id each time across several draws of random bytes', () => {
    // 256 ids a draw: 2,000 ids span eight draws and the seams between them.
    const ids = Array.from({ length: 2_000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Ids of one draw do not overlap: no id shares its first half with the next one's second half.
    const halves = new Set(ids.flatMap((id) => [id.slice(0, 12), id.slice(12)]));
    expect(halves.size).toBe(ids.length * 2);
  });
});
