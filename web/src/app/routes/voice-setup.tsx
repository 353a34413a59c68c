// Voice setup with several voices (issue 24): the voice switcher and "Your rules" (features/voices) around
// the screen of one voice (features/voice-setup). The chosen voice is in the URL (`?voice=`); an unknown or
// deleted id falls back to the default voice. If the voices cannot be read, the screen still works on the
// default voice, as it did before there were several.
import VoiceSetupPage from '../../features/voice-setup/routes/voice-setup';
import { chosenVoice, useVoices } from '../../features/voices/api/get-voices';
import { RulesPanel } from '../../features/voices/components/rules-panel';
import { VoiceSwitcher } from '../../features/voices/components/voice-switcher';
import { useVoiceParam } from '../../hooks/use-voice-param';
import { PageFallback } from '../layouts/page-fallback';

export default function VoiceSetupScreen() {
  const [voiceId, setVoiceId] = useVoiceParam();
  const voices = useVoices();
  if (voices.isPending) return <PageFallback />;
  const list = voices.data ?? [];
  const current = chosenVoice(list, voiceId);
  return (
    <VoiceSetupPage
      voiceId={current?.id}
      switcher={
        current ? <VoiceSwitcher voices={list} current={current} onSelect={(id) => setVoiceId(id)} /> : null
      }
      rules={current ? <RulesPanel key={current.id} voice={current} /> : null}
    />
  );
}
