/** The voice-profile part of "download my data". */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { voiceProfiles } from '../../db/schema/index.js';

export async function exportFor(db: DbOrTx, userId: string) {
  const [profile] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId));
  if (!profile) return null;
  return {
    profile: profile.profile,
    analysis: profile.analysis,
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.updatedAt.toISOString(),
  };
}
