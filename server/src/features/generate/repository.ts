import type { VoiceMatchBasisReply } from '@inkprint/shared';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fileSections, files, generations, voiceProfiles } from '../../db/schema/index.js';
import { newId } from '../../lib/crypto.js';

export type GenerationRow = typeof generations.$inferSelect;

/** The stored analysis of the voice's profile, or null when it has none. */
export async function profileAnalysis(db: DbOrTx, voiceId: string): Promise<unknown | null> {
  const [row] = await db
    .select({ analysis: voiceProfiles.analysis })
    .from(voiceProfiles)
    .where(eq(voiceProfiles.voiceId, voiceId));
  return row ? row.analysis : null;
}

/** How many passages a generation loads: the best candidates for the brief, and the first sections. */
export const PASSAGE_LOAD = { candidates: 24, first: 4, maxChars: 8_000 } as const;

/** Brief terms this long also match longer words, as in retrieve.ts ("brake" → "brakes"). */
const PREFIX_TERM = 5;

/**
 * The passages a generation needs, never every section (decision 015): up to `candidates` sections that
 * the full-text index finds for the brief's terms, best `ts_rank` first (BM25 then ranks these few), and the
 * first `first` sections in file order (the representative fallback), each cut to `maxChars`. Sections in
 * the output language only, when the user has any in it (retrieve.ts, `passagesInLanguage`).
 */
export async function passagesFor(
  db: DbOrTx,
  opts: { userId: string; voiceId: string; terms: readonly string[]; language: string },
): Promise<{ text: string; language: string | null }[]> {
  const { userId, voiceId, terms, language } = opts;
  // One voice's sections (decision 033): the search index is under the voice's id.
  const usable = and(
    eq(fileSections.voiceId, voiceId),
    eq(files.userId, userId),
    eq(files.status, 'completed'),
    gt(files.totalWords, 0),
  );
  const [inLanguage] = await db
    .select({ id: fileSections.id })
    .from(fileSections)
    .innerJoin(files, eq(files.id, fileSections.fileId))
    .where(and(usable, eq(fileSections.language, language)))
    .limit(1);
  const where = inLanguage ? and(usable, eq(fileSections.language, language)) : usable;
  const order = [asc(files.createdAt), asc(files.id), asc(fileSections.position)];
  // Ids first, texts after: a sort over every section would otherwise read every section's text.
  const firstIds = await db
    .select({ id: fileSections.id })
    .from(fileSections)
    .innerJoin(files, eq(files.id, fileSections.fileId))
    .where(where)
    .orderBy(...order)
    .limit(PASSAGE_LOAD.first);
  let relevantIds: { id: string }[] = [];
  if (terms.length) {
    // One tsquery of the terms OR-ed; quote_literal keeps a term (an apostrophe in it) data, never syntax.
    const query = sql.join(
      terms.map((t) =>
        t.length >= PREFIX_TERM
          ? sql`to_tsquery('simple', quote_literal(${t}) || ':*')`
          : sql`plainto_tsquery('simple', ${t})`,
      ),
      sql` || `,
    );
    relevantIds = await db
      .select({ id: fileSections.id })
      .from(fileSections)
      .innerJoin(files, eq(files.id, fileSections.fileId))
      .where(and(where, sql`${fileSections.search} @@ (${query})`))
      .orderBy(desc(sql`ts_rank(${fileSections.search}, (${query}))`), ...order)
      .limit(PASSAGE_LOAD.candidates);
  }
  // The first sections lead, as they did when every section was loaded: the fallback takes the first ones.
  const ids = [...new Set([...firstIds, ...relevantIds].map((r) => r.id))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: fileSections.id,
      text: sql<string>`left(${fileSections.text}, ${PASSAGE_LOAD.maxChars})`,
      language: fileSections.language,
    })
    .from(fileSections)
    .where(and(eq(fileSections.voiceId, voiceId), inArray(fileSections.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ text: row.text, language: row.language }] : [];
  });
}

export interface NewGeneration {
  userId: string;
  /** The voice it was written in, and that voice's name (kept once the voice is deleted); decision 033. */
  voiceId?: string | null;
  voiceName?: string | null;
  /** `generate` (the default) or `rewrite`; a rewrite also stores its source and the source's own score. */
  mode?: 'generate' | 'rewrite';
  sourceText?: string | null;
  sourceVoiceMatch?: number | null;
  prompt: string;
  contentType: string;
  generatedText: string;
  wordCount: number;
  characterCount: number;
  language: string;
  length: string;
  provider: string;
  model: string;
  seed: number;
  /** Null when no score is claimed: an item cut short, or a withheld score (voiceMatchBasis.withheld says why, decision 023). */
  voiceMatch: number | null;
  voiceMatchDifferences: unknown[];
  voiceMatchBasis: VoiceMatchBasisReply | null;
  /** Generic copy's score for the same brief (0–100); null whenever `voiceMatch` is, or when it could not be had. */
  genericVoiceMatch: number | null;
  revised: boolean;
  /** The client went away after part of the text reached it (decision 019). */
  cutShort: boolean;
  durationMs: number;
}

export async function insertGeneration(db: DbOrTx, values: NewGeneration): Promise<GenerationRow> {
  const [row] = await db
    .insert(generations)
    .values({ id: newId(), ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
