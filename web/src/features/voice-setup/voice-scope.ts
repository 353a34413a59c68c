// The voice this screen works on (issue 24): its files, upload, analysis and profile all pass `voice_id`.
// The screen provides it once; the calls read it, so the components between need not pass it on. Outside
// a provider (the dashboard's recent files) it is undefined, and the server uses the default voice.
import { createContext, useContext } from 'react';

export const VoiceScope = createContext<string | undefined>(undefined);

export function useVoiceScope(): string | undefined {
  return useContext(VoiceScope);
}
