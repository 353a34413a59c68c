/**
 * Hot read statements built once per database handle instead of on every call. Building a query through
 * Drizzle (walking its SQL tree) cost more of the server's CPU than anything else on a history page
 * (bench:history profile, decision 014), and the server's one thread is what runs out first under load.
 *
 * A statement's variable parts are `sql.placeholder(…)`s filled at `execute`. Concurrent calls may share one
 * statement (each execute passes its own values).
 *
 * Each statement is named (`.prepare('inkprint_…')`): PostgreSQL parses it once per connection and, after five
 * runs, may keep a generic plan when that plan is estimated no dearer than the ones made for the values. So
 * a name fits a statement whose best plan is the same whatever its values (a key lookup, the ordered scan of
 * one user's rows, the user's part of an index). One whose plan must follow its values would be prepared
 * without a name, and planned on every call as an ordinary query is.
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
