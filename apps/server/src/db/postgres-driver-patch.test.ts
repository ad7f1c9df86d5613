import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

const adminUrl = process.env.TEST_DATABASE_URL;

// patches/postgres@3.4.9.patch (decision 020, docs/upstream/postgres-fetch-array-types.md): the
// driver's first query on each connection, the array types, had its promise dropped. Without the
// patch its failure is an unhandled rejection (vitest fails the run on it; Node stops the server).
describe.skipIf(!adminUrl)('the postgres driver patch (porsager/postgres#1192)', () => {
  it('reports a failed array-types query as a process warning instead of an unhandled rejection', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      // A 1 ms statement_timeout set at the handshake cancels the types query (SQLSTATE 57014)
      // on most connections, as the reproduction says; a few connections make it certain.
      for (let attempt = 0; attempt < 20 && warnings.length === 0; attempt++) {
        const sql = postgres(adminUrl as string, {
          max: 1,
          onnotice: () => {},
          connection: { statement_timeout: 1 },
        });
        await sql`SELECT pg_sleep(0.005)`.catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 20));
        await sql.end();
      }
      expect(warnings.map((warning) => (warning as Error & { code?: string }).code)).toContain('57014');
    } finally {
      process.off('warning', onWarning);
    }
  });
});
