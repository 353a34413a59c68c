/** The voices part of "download my data": every voice with its rules and its profile. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { voiceProfiles, voices } from '../../db/schema/index.js';

export async function exportFor(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ voice: voices, profile: voiceProfiles })
    .from(voices)
    .leftJoin(voiceProfiles, eq(voiceProfiles.voiceId, voices.id))
    .where(eq(voices.userId, userId))
    .orderBy(asc(voices.createdAt), asc(voices.id));
  return rows.map(({ voice, profile }) => ({
    id: voice.id,
    name: voice.name,
    is_default: voice.isDefault,
    rules: voice.rules,
    banned_phrases: voice.bannedPhrases,
    created_at: voice.createdAt.toISOString(),
    updated_at: voice.updatedAt.toISOString(),
    voice_profile: profile
      ? {
          profile: profile.profile,
          analysis: profile.analysis,
          created_at: profile.createdAt.toISOString(),
          updated_at: profile.updatedAt.toISOString(),
        }
      : null,
  }));
}
