import { describe, expect, it } from 'vitest';
import { MIGRATIONS, splitStatements } from './migrations.js';

describe('splitStatements', () => {
  it('cuts at semicolons outside dollar-quoted bodies', () => {
    expect(
      splitStatements(`CREATE TABLE a (x int);
        CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN PERFORM 1; RETURN NULL; END $fn$;
        SELECT $$a;b$$; ;`),
    ).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN PERFORM 1; RETURN NULL; END $fn$',
      'SELECT $$a;b$$',
    ]);
  });

  it('leaves no dollar quote open in any migration', () => {
    for (const migration of MIGRATIONS)
      for (const statement of splitStatements(migration.sql))
        expect((statement.match(/\$[A-Za-z_]*\$/g) ?? []).length % 2, `${migration.id}: ${statement}`).toBe(
          0,
        );
  });
});
