// Search (debounced, so the list is asked once the user pauses), the content-type filter, the voice filter
// (with more than one voice, or while one is chosen) and the page size.
import { GENERATION_TYPES, type GenerationType, HISTORY_PAGE_SIZES } from '@inkprint/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field';
import { type HistoryParams, sameHistoryView } from '../url-state';

/** How long typing must pause before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** A voice to filter by: its id and name. */
export interface VoiceOption {
  id: string;
  name: string;
}

interface HistoryFiltersProps {
  params: HistoryParams;
  voices?: readonly VoiceOption[] | undefined;
  onChange: (change: Partial<HistoryParams>, opts?: { replace?: boolean }) => void;
}

export function HistoryFilters({ params, voices = [], onChange }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState(params.search);

  // The URL wins when it changes from outside (back button, a link): the box shows what is searched.
  useEffect(
    () => setSearch((typed) => (typed.trim() === params.search ? typed : params.search)),
    [params.search],
  );

  // The view the box's last search made. Typing on replaces that history entry, so one search is one step
  // back, not one per pause; after anything else (back, a filter, another page) the next search is a new entry.
  const searched = useRef<HistoryParams | null>(null);
  const { page, perPage, contentType, voiceId } = params;
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === params.search) return;
    const shown: HistoryParams = { page, perPage, contentType, voiceId, search: params.search };
    const timer = setTimeout(() => {
      const replace = searched.current !== null && sameHistoryView(searched.current, shown);
      onChange({ search: wanted }, { replace });
      searched.current = { ...shown, search: wanted, page: 1 };
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, params.search, page, perPage, contentType, voiceId, onChange]);

  const voiceFilter = voices.length > 1 || voiceId !== null;

  return (
    <search
      className={
        voiceFilter
          ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto]'
          : 'grid gap-3 sm:grid-cols-[1fr_auto_auto]'
      }
    >
      <div className="space-y-1">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium">
          {t('history.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={inputClass}
          placeholder={t('history.searchPlaceholder')}
          value={search}
          maxLength={2000}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-type`} className="block text-sm font-medium">
          {t('history.type')}
        </label>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={params.contentType ?? ''}
          onChange={(event) =>
            onChange({ contentType: (event.target.value || null) as GenerationType | null })
          }
        >
          <option value="">{t('history.allTypes')}</option>
          {GENERATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`history.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {voiceFilter ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-voice`} className="block text-sm font-medium">
            {t('history.voice')}
          </label>
          <select
            id={`${id}-voice`}
            className={inputClass}
            value={voiceId ?? ''}
            onChange={(event) => onChange({ voiceId: event.target.value || null })}
          >
            <option value="">{t('history.allVoices')}</option>
            {voices.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.name}
              </option>
            ))}
            {/* A voice in the URL that is not (or no longer) in the list still shows as chosen. */}
            {voiceId && !voices.some((voice) => voice.id === voiceId) ? (
              <option value={voiceId}>{t('history.unknownVoice')}</option>
            ) : null}
          </select>
        </div>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-size`} className="block text-sm font-medium">
          {t('history.perPage')}
        </label>
        <select
          id={`${id}-size`}
          className={inputClass}
          value={params.perPage}
          onChange={(event) => onChange({ perPage: Number(event.target.value) })}
        >
          {HISTORY_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
