/**
 * Hot read statements built once per database handle instead of on every call. Building a query through
 * Drizzle (walking its SQL tree) cost more of the server's CPU than anything else on a history page
 * (bench:history profile, decision 014), and the server's one thread is what runs out first under load.
 *
 * A statement's variable parts are `sql.placeholder(…)`s filled at `execute`. Concurrent calls may share one
 * statement (each execute passes its own values).
 *
 * `name` decides what PostgreSQL does with it: a named statement is parsed and planned once per connection
 * and may be run with a generic plan — right only for lookups whose best plan never depends on the values
 * (a primary key). Without a name it is parsed and planned for every call with the actual values, as an
 * ordinary query is; every listing that can be big for one user and small for another stays unnamed.
 */
import type { Db } from './client.js';

const built = new WeakMap<Db, Map<string, unknown>>();

/** The statement `key` of this database, built by `build` the first time it is asked for. */
export function statement<T>(db: Db, key: string, build: (db: Db) => T): T {
  let byKey = built.get(db);
  if (!byKey) {
    byKey = new Map();
    built.set(db, byKey);
  }
  let found = byKey.get(key) as T | undefined;
  if (found === undefined) {
    found = build(db);
    byKey.set(key, found);
  }
  return found;
}

/** For `.prepare(…)` of a statement PostgreSQL must plan on every call with the actual values. */
export const UNNAMED = undefined as unknown as string;
