// The history's page, page size, type and voice filters and search live in the URL (`?page=2&per_page=20
// &content_type=email&voice_id=…&search=cafe`), so a reload, the back button and a shared link keep them. Anything invalid falls back to the
// default (docs/product.md, Constants: page 1, 10 per page), so a hand-edited link never breaks the screen.
import {
  DEFAULT_HISTORY_PAGE_SIZE,
  GENERATION_TYPES,
  type GenerationType,
  HISTORY_PAGE_SIZES,
} from '@inkprint/shared';

/** A voice id as the API gives them; anything else in the URL is no filter. */
const VOICE_ID = /^[\w-]{1,64}$/;

export interface HistoryParams {
  page: number;
  perPage: number;
  contentType: GenerationType | null;
  /** Only items written in this voice (issue 24); whether the user has it is the server's to say. */
  voiceId: string | null;
  search: string;
}

export function readHistoryParams(query: URLSearchParams): HistoryParams {
  const page = Number(query.get('page'));
  const perPage = Number(query.get('per_page'));
  const type = query.get('content_type');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (HISTORY_PAGE_SIZES as readonly number[]).includes(perPage)
      ? perPage
      : DEFAULT_HISTORY_PAGE_SIZE,
    contentType: (GENERATION_TYPES as readonly string[]).includes(type ?? '')
      ? (type as GenerationType)
      : null,
    voiceId: VOICE_ID.test(query.get('voice_id') ?? '') ? query.get('voice_id') : null,
    search: (query.get('search') ?? '').trim(),
  };
}

/** Whether two sets of parameters show the same list (an open item aside). */
export function sameHistoryView(a: HistoryParams, b: HistoryParams): boolean {
  return (
    a.page === b.page &&
    a.perPage === b.perPage &&
    a.contentType === b.contentType &&
    a.voiceId === b.voiceId &&
    a.search === b.search
  );
}

/**
 * The URL for new parameters. Changing the search, the filter or the page size goes back to page 1 (docs/product.md, States);
 * defaults are left out so the plain /history stays plain. Other parameters (an open item) are kept.
 */
export function writeHistoryParams(
  current: URLSearchParams,
  change: Partial<HistoryParams>,
): URLSearchParams {
  const before = readHistoryParams(current);
  const next = { ...before, ...change };
  if (
    change.page === undefined &&
    (next.search !== before.search ||
      next.contentType !== before.contentType ||
      next.voiceId !== before.voiceId ||
      next.perPage !== before.perPage)
  ) {
    next.page = 1;
  }
  const query = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? query.set(key, value) : query.delete(key));
  set('page', next.page > 1 ? String(next.page) : null);
  set('per_page', next.perPage !== DEFAULT_HISTORY_PAGE_SIZE ? String(next.perPage) : null);
  set('content_type', next.contentType);
  set('voice_id', next.voiceId);
  set('search', next.search.trim() || null);
  return query;
}
