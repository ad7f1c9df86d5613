import { describe, expect, it } from 'vitest';
import { byteRange } from './files.js';

describe("a video's byte range (decision 077)", () => {
  it('reads one range, clipped to the file, and refuses one past its end', () => {
    expect(byteRange('bytes=0-99', 2048)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=2000-', 2048)).toEqual({ start: 2000, end: 2047 });
    expect(byteRange('bytes=1000-99999', 2048)).toEqual({ start: 1000, end: 2047 });
    expect(byteRange('bytes=-48', 2048)).toEqual({ start: 2000, end: 2047 });
    expect(byteRange('bytes=-99999', 2048)).toEqual({ start: 0, end: 2047 });
    expect(byteRange('bytes=2048-', 2048)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 2048)).toBe('unsatisfiable');
    expect(byteRange(undefined, 2048)).toBeNull();
    expect(byteRange('bytes=0-1,5-9', 2048)).toBeNull();
    expect(byteRange('items=0-1', 2048)).toBeNull();
    expect(byteRange('bytes=9-1', 2048)).toBeNull();
  });
});
