// "Your rules" (issue 24, item 2): the chosen voice's own instructions to the writer (at most 20 rules of
// 200 characters) and the phrases it must never use (at most 50 of 60 characters). Edits stay on screen
// until saved; blank entries are dropped on saving, and the server's answer (trimmed, duplicates gone)
// replaces the lists. The server's field errors (`rules.3`, `banned_phrases`) show under their entries.
// While the offline engine writes the drafts, a note says it keeps out banned phrases but cannot follow the
// free-form rules (decision 040).
import { VOICE_LIMITS } from '@inkprint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { draftsFromOfflineEngine, useEngineConfig } from '../../../lib/engine';
import { errorMessage } from '../../../lib/form';
import { useUpdateVoice } from '../api/update-voice';
import type { Voice } from '../types';
import { ListEditor } from './list-editor';

type Lists = { rules: string[]; banned_phrases: string[] };
type FieldErrors = Record<string, string>;

const cleaned = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** The errors of one list from the API's `fields`: `rules` for the list, `rules.3` for its fourth entry. */
export function listErrors(fields: FieldErrors, name: keyof Lists) {
  const entries: Record<number, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = new RegExp(`^${name}\\.(\\d+)$`).exec(key);
    if (match) entries[Number(match[1])] = message;
  }
  return { list: fields[name], entries };
}

/** Mount with `key={voice.id}`: another voice starts from its own lists. */
export function RulesPanel({ voice }: { voice: Voice }) {
  const { t } = useTranslation('voices');
  const update = useUpdateVoice();
  const offline = draftsFromOfflineEngine(useEngineConfig().data?.engine);
  const [lists, setLists] = useState<Lists>({ rules: voice.rules, banned_phrases: voice.banned_phrases });
  const [fields, setFields] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const changed = !same(lists.rules, voice.rules) || !same(lists.banned_phrases, voice.banned_phrases);

  const edit = (name: keyof Lists) => (items: string[]) => {
    setLists((current) => ({ ...current, [name]: items }));
    setOutcome(null);
  };

  async function save() {
    const body = { rules: cleaned(lists.rules), banned_phrases: cleaned(lists.banned_phrases) };
    // What is sent is what is shown, so the server's `rules.3` points at the fourth entry on screen.
    setLists(body);
    setFields({});
    setOutcome(null);
    try {
      const saved = await update.mutateAsync({ id: voice.id, body });
      setLists({ rules: saved.rules, banned_phrases: saved.banned_phrases });
      setOutcome({ tone: 'success', text: t('rulesPanel.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        setFields(error.fields);
        setOutcome({ tone: 'error', text: t('rulesPanel.fix') });
      } else setOutcome({ tone: 'error', text: errorMessage(error, t('errors.failed')) });
    }
  }

  const rules = listErrors(fields, 'rules');
  const banned = listErrors(fields, 'banned_phrases');
  return (
    <Card data-testid="rules-panel">
      <h2 className="text-lg font-semibold">{t('rulesPanel.title')}</h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {t('rulesPanel.intro', { name: voice.name })}
      </p>
      {offline ? (
        <p
          className="mt-3 rounded-lg border border-blue-300 bg-blue-50 px-4 py-3 text-sm text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
          data-testid="rules-offline"
        >
          {t('rulesPanel.offline')}
        </p>
      ) : null}
      <form
        noValidate
        className="mt-5 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <ListEditor
            kind="rules"
            items={lists.rules}
            maxItems={VOICE_LIMITS.maxRules}
            maxLength={VOICE_LIMITS.ruleMaxLength}
            listError={rules.list}
            errors={rules.entries}
            disabled={update.isPending}
            onChange={edit('rules')}
          />
          <ListEditor
            kind="banned"
            items={lists.banned_phrases}
            maxItems={VOICE_LIMITS.maxBannedPhrases}
            maxLength={VOICE_LIMITS.bannedPhraseMaxLength}
            listError={banned.list}
            errors={banned.entries}
            disabled={update.isPending}
            onChange={edit('banned_phrases')}
          />
        </div>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {changed ? (
            <Button
              variant="secondary"
              type="button"
              disabled={update.isPending}
              onClick={() => {
                setLists({ rules: voice.rules, banned_phrases: voice.banned_phrases });
                setFields({});
                setOutcome(null);
              }}
            >
              {t('rulesPanel.undo')}
            </Button>
          ) : null}
          <Button type="submit" busy={update.isPending} disabled={!changed}>
            {t('rulesPanel.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
