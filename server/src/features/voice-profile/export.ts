/**
 * The voice-profile part of "download my data": the default voice's profile, as before voices existed. Every
 * voice's profile is in the `voices` part too (features/voices/export.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { voiceProfiles, voices } from '../../db/schema/index.js';

export async function exportFor(db: DbOrTx, userId: string) {
  const [profile] = await db
    .select({
      profile: voiceProfiles.profile,
      analysis: voiceProfiles.analysis,
      createdAt: voiceProfiles.createdAt,
      updatedAt: voiceProfiles.updatedAt,
    })
    .from(voiceProfiles)
    .innerJoin(voices, eq(voices.id, voiceProfiles.voiceId))
    .where(and(eq(voiceProfiles.userId, userId), eq(voices.isDefault, true)));
  if (!profile) return null;
  return {
    profile: profile.profile,
    analysis: profile.analysis,
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.updatedAt.toISOString(),
  };
}
