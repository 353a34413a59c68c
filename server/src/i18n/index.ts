/** Picks the request's language from Accept-Language and looks up server messages in it. */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@inkprint/shared';
import { catalogues, type Messages } from './messages.js';

export type { Messages };
export type MessageGroup = keyof Messages;

/** `de`, `de-CH,fr;q=0.5` → de. Honours q-values; unknown languages fall back to English. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    if ((LANGUAGES as readonly string[]).includes(r.base)) return r.base as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** A translator bound to one language. Unknown keys fall back to English, then to the key itself. */
export function translator(lang: Language) {
  return function t<G extends MessageGroup>(
    group: G,
    key: string,
    params: Record<string, string | number> = {},
  ): string {
    const table = catalogues[lang][group] as Record<string, string>;
    const fallback = catalogues.en[group] as Record<string, string>;
    const text = table[key] ?? fallback[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  };
}
export type Translator = ReturnType<typeof translator>;
