/** GET /api/voice-profile for the voice this screen works on (the call itself is in lib/voice-profile). */
import { useVoiceProfile as useProfileOf } from '../../../lib/voice-profile';
import type { VoiceProfileStatus } from '../types';
import { useVoiceScope } from '../voice-scope';

/** What the screen shows once files change the profile away: no profile at all. */
export const NO_PROFILE: VoiceProfileStatus = { has_profile: false, profile: null, analysis: null };

export function useVoiceProfile() {
  return useProfileOf(useVoiceScope());
}
