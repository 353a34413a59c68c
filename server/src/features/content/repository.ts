import type { VoiceMatchBasisReply } from '@inkprint/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fileSections, files, generations, voiceProfiles } from '../../db/schema/index.js';
import { newId } from '../../lib/crypto.js';

export type GenerationRow = typeof generations.$inferSelect;

/** The stored analysis of the user's voice profile, or null when they have none. */
export async function profileAnalysis(db: DbOrTx, userId: string): Promise<unknown | null> {
  const [row] = await db
    .select({ analysis: voiceProfiles.analysis })
    .from(voiceProfiles)
    .where(eq(voiceProfiles.userId, userId));
  return row ? row.analysis : null;
}

/** The stored sections of the user's usable files (completed, with words): the passages retrieval ranks. */
export async function passagesOf(db: DbOrTx, userId: string) {
  return db
    .select({ text: fileSections.text, language: fileSections.language })
    .from(fileSections)
    .innerJoin(files, eq(files.id, fileSections.fileId))
    .where(
      and(
        eq(fileSections.userId, userId),
        eq(files.userId, userId),
        eq(files.status, 'completed'),
        gt(files.totalWords, 0),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id), asc(fileSections.position));
}

export interface NewGeneration {
  userId: string;
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
  voiceMatch: number;
  voiceMatchDifferences: unknown[];
  voiceMatchBasis: VoiceMatchBasisReply | null;
  revised: boolean;
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
