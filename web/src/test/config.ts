// GET /api/config's reply for the screens' tests (Generate, Settings): the offline engine by default, or the
// engine given, `ready` unless the test says otherwise.
import { type ConfigReply, LANGUAGES } from '@inkprint/shared';

export function configOf(
  engine: Pick<ConfigReply['engine'], 'provider' | 'model' | 'offline'> & Partial<ConfigReply['engine']> = {
    provider: 'builtin',
    model: 'inkprint-writer',
    offline: true,
  },
) {
  return {
    engine: {
      state: 'ready',
      progress: 1,
      detail: null,
      draft_seconds: null,
      ...engine,
    } satisfies ConfigReply['engine'],
    daily_limit: 10,
    limits: {
      max_files: 5,
      max_file_bytes: 5_242_880,
      max_total_bytes: 10_485_760,
      accepted_types: ['pdf', 'docx', 'txt'],
      prompt_max_length: 2000,
      output_sizes: { small: 100, medium: 300, large: 1000 },
    },
    languages: [...LANGUAGES],
    support_email: 'support@localhost',
  };
}
