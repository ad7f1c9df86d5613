import { describe, expect, it } from 'vitest';
import { compileCondition, Params } from './compile-condition.js';
import { QueryError } from './errors.js';
import { foldText } from './fold-text.js';

function compile(condition: unknown) {
  const params = new Params();
  return { sql: compileCondition(condition, params), params: params.values };
}

function refusal(condition: unknown): string {
  try {
    compile(condition);
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    return (error as QueryError).texts.en;
  }
  throw new Error('expected a refusal');
}

describe('compileCondition', () => {
  it('binds every value as a parameter', () => {
    const { sql, params } = compile({ ma_vt: "x'; DROP TABLE documents; --" });
    expect(sql).not.toContain('DROP');
    expect(params).toContain(JSON.stringify({ ma_vt: "x'; DROP TABLE documents; --" }));
  });

  it('accepts every allowed operator and dotted paths', () => {
    const { sql } = compile({
      $and: [{ a: { $eq: 1 } }, { b: { $ne: 'x' } }, { c: { $in: [1, 2] } }, { d: { $nin: ['y'] } }],
      $or: [{ 'e.f': { $gt: 1, $lte: 5 } }, { g: { $gte: 'a', $lt: 'b' } }, { h: { $exists: false } }],
      i: { $regex: 'cà phê', $options: 'i' },
      j: null,
    });
    expect(sql).toContain(' OR ');
    expect(sql).toContain('LIKE');
  });

  it('treats an empty condition as no filter', () => {
    expect(compile({}).sql).toBe('TRUE');
    expect(compile(undefined).sql).toBe('TRUE');
  });

  it.each([
    [{ $where: 'sleep(1)' }, 'Unknown operator'],
    [{ a: { $function: 'x' } }, 'Unknown operator'],
    [{ a: { $regex: /x/ } }, '$regex takes a string'],
    [{ "a'b": 1 }, 'not a plain path'],
    [{ 'a..b': 1 }, 'not a plain path'],
    [{ a: { $in: 'x' } }, '$in takes an array'],
    [{ a: { $in: Array.from({ length: 201 }, (_, i) => i) } }, 'at most 200'],
    [{ a: { $exists: 'yes' } }, '$exists takes true or false'],
    [{ a: { $gt: true } }, 'takes a number or a string'],
    [{ a: { $eq: { nested: 1 } } }, 'takes a string, number, boolean or null'],
    [{ a: {} }, 'must not be empty'],
    [{ $or: [] }, 'non-empty array'],
    [[1, 2], 'must be a JSON object'],
    [{ a: { $options: 'i' } }, '$options goes with $regex'],
  ])('refuses %j', (condition, message) => {
    expect(refusal(condition)).toContain(message);
  });

  it('refuses deep nesting and too many parts', () => {
    let deep: Record<string, unknown> = { a: 1 };
    for (let i = 0; i < 10; i++) deep = { $and: [deep] };
    expect(refusal(deep)).toContain('nested deeper');
    const wide = { $or: Array.from({ length: 150 }, (_, i) => ({ [`f${i}`]: { $gt: i, $lt: i + 1 } })) };
    expect(refusal(wide)).toContain('more than 200 parts');
  });

  it('escapes LIKE wildcards in text matches', () => {
    const { params } = compile({ ten_vt: { $regex: '50%_off\\' } });
    expect(params).toContain('%50\\%\\_off\\\\%');
  });
});

describe('foldText', () => {
  it('folds Vietnamese diacritics and case', () => {
    expect(foldText('Cà Phê Đặc Biệt')).toBe('ca phe dac biet');
    expect(foldText('TRÀ XANH THÁI NGUYÊN')).toBe('tra xanh thai nguyen');
  });
});
