// i18next set-up: five languages, the choice kept in localStorage, and only the active language's
// catalogues fetched, one namespace at a time, so the first page load stays small.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@inkprint/shared';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** localStorage key of the chosen interface language. */
const LANGUAGE_STORAGE_KEY = 'language';

type Catalogue = Record<string, unknown>;
type Loader = () => Promise<unknown>;

const coreCatalogues = import.meta.glob('../locales/*.json');
const featureCatalogues = import.meta.glob('../features/*/locales/*.json');

/** `<namespace>/<lang>` → lazy import. The default namespace `translation` is `src/locales/<lang>.json`. */
const catalogueLoaders: Map<string, Loader> = new Map();
for (const [path, load] of Object.entries(coreCatalogues)) {
  const lang = /\/locales\/(\w+)\.json$/.exec(path)?.[1];
  if (lang) catalogueLoaders.set(`translation/${lang}`, load);
}
for (const [path, load] of Object.entries(featureCatalogues)) {
  const match = /\/features\/([\w-]+)\/locales\/(\w+)\.json$/.exec(path);
  if (match) catalogueLoaders.set(`${match[1]}/${match[2]}`, load);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogueLoaders.get(`${namespace}/${language}`);
    if (!load) {
      // An unknown namespace is a programming error, but it must not block the page: render keys.
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, ((mod as { default?: Catalogue }).default ?? mod) as Catalogue),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode); fall through to the browser language.
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** Current interface language, always one of the five. */
export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Switches language without a reload and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  await i18n.changeLanguage(language);
}
