/**
 * "Download my data" without one feature reading another's tables: each feature adds the part it owns
 * (`exports.add('files', exportFor)`), and the export call collects every part for one user. Part names are
 * the keys of the exported JSON document.
 */
import type { DbOrTx } from '../db/client.js';

export type ExportPart = (db: DbOrTx, userId: string) => Promise<unknown>;

export interface ExportRegistry {
  add(name: string, part: ExportPart): void;
  collect(db: DbOrTx, userId: string): Promise<Record<string, unknown>>;
}

export function createExportRegistry(): ExportRegistry {
  const parts = new Map<string, ExportPart>();
  return {
    add(name, part) {
      if (parts.has(name)) throw new Error(`export part ${name} added twice`);
      parts.set(name, part);
    },
    async collect(db, userId) {
      const entries = await Promise.all(
        [...parts].map(async ([name, part]) => [name, await part(db, userId)] as const),
      );
      return Object.fromEntries(entries);
    },
  };
}
