// Creates a PGlite data directory and exits (run by pglite.ts in a child process on a first start).
import { PGlite } from '@electric-sql/pglite';

const [location] = process.argv.slice(2);
if (!location) {
  console.error('usage: pglite-init <data directory>');
  process.exit(2);
}
const pg = await PGlite.create(location);
await pg.close();
