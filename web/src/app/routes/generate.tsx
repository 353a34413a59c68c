// Generate with several voices (issue 24): the voice choice (features/voices) on the generate screen
// (features/generate). The choice is in the URL (`?voice=`) as on Voice setup, so a reload keeps it; the
// picker shows only when there is more than one voice, and an unknown id means the default voice.
import GeneratePage from '../../features/generate/routes/generate';
import { chosenVoice, useVoices } from '../../features/voices/api/get-voices';
import { VoicePicker } from '../../features/voices/components/voice-picker';
import { useVoiceParam } from '../../hooks/use-voice-param';

export default function GenerateScreen() {
  const [voiceId, setVoiceId] = useVoiceParam();
  const voices = useVoices();
  const current = chosenVoice(voices.data, voiceId);
  // Only a voice the user chose is named in the calls; otherwise the server's default is meant, and the
  // profile is not asked twice (once before the voices arrive, once after).
  const named = current && current.id === voiceId ? current.id : undefined;
  return (
    <GeneratePage
      voiceId={named}
      voiceHasRules={(id) => (voices.data?.find((voice) => voice.id === id)?.rules.length ?? 0) > 0}
      voicePicker={
        <VoicePicker
          className="flex-auto"
          value={current?.id}
          onChange={(id) => setVoiceId(id, { replace: true })}
        />
      }
    />
  );
}
