// The chosen voice lives in the URL (`?voice=<id>`), so a reload, the back button and a shared link keep it
// (issue 24). Screens of several features read it; none of them owns it, so it lives here.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const VOICE_PARAM = 'voice';

/** The voice id in the URL (null: none chosen, the default voice is meant) and a setter that keeps the
 * other search parameters. Choosing a voice is a step of its own in the browser history. */
export function useVoiceParam(): [string | null, (id: string | null, opts?: { replace?: boolean }) => void] {
  const [query, setQuery] = useSearchParams();
  const voiceId = query.get(VOICE_PARAM) || null;
  const setVoiceId = useCallback(
    (id: string | null, opts: { replace?: boolean } = {}) =>
      setQuery((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(VOICE_PARAM, id);
        else next.delete(VOICE_PARAM);
        return next;
      }, opts),
    [setQuery],
  );
  return [voiceId, setVoiceId];
}
