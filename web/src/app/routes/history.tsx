// History with several voices (issue 24): the user's voices (features/voices) for the history's voice
// filter and each item's voice name (features/history). Without them (still loading, or failed) the
// history works as before, filter aside.
import HistoryPage from '../../features/history/routes/history';
import { useVoices } from '../../features/voices/api/get-voices';

export default function HistoryScreen() {
  const voices = useVoices();
  return <HistoryPage voices={voices.data} />;
}
