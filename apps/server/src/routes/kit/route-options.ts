import type { Database } from '../../db/database.js';
import type { Env } from '../../env.js';

/** What every commerce route plugin receives. */
export interface CommerceRouteOptions {
  db: Database;
  env: Env;
}

export type IdParams = { idApp: string; id: string };
