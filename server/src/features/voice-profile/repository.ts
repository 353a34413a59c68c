/** SQL of the voice profile: one row per user. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { voiceProfiles } from '../../db/schema/index.js';

export type ProfileRow = typeof voiceProfiles.$inferSelect;

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId));
  return row ?? null;
}

export async function saveProfile(
  db: DbOrTx,
  values: {
    userId: string;
    profile: unknown;
    analysis: unknown;
    sourceFileIds: string[];
    engineVersion: number;
  },
): Promise<void> {
  await db
    .insert(voiceProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: voiceProfiles.userId,
      set: {
        profile: values.profile,
        analysis: values.analysis,
        sourceFileIds: values.sourceFileIds,
        engineVersion: values.engineVersion,
        updatedAt: sql`now()`,
      },
    });
}
