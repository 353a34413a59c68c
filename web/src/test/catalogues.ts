// Test helpers for translation catalogues: every leaf as `key path → text`, all text of a catalogue, and
// the plural forms (i18next's `_one`, `_many`… suffixes) each language has.

/** Every leaf as `a.b` / `list[0]` → value; array indices are part of the path, so list lengths count. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (Array.isArray(value)) {
    value.forEach((child, index) => {
      flatten(child, `${prefix}[${index}]`, out);
    });
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** All texts of a catalogue in one string, for checks on wording such as the form of address. */
export function catalogueText(catalogue: unknown): string {
  return [...flatten(catalogue).values()].join('\n');
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function pluralCategories(lang: string): string[] {
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
}

/**
 * Whether a language needs a key another language has: a plural form only where the language has that
 * form (French, Italian and Portuguese have `many`, for 1 000 000; English and German do not).
 */
export function needsKey(key: string, lang: string): boolean {
  const category = PLURAL_SUFFIX.exec(key)?.[1];
  return !category || pluralCategories(lang).includes(category);
}

/**
 * The plural forms a catalogue lacks: for every plural key (one with `_one` or `_other`), each form the
 * language's plural rules use. Without one, i18next shows the bare key for the counts that need it.
 */
export function missingPluralForms(flat: Map<string, unknown>, lang: string): string[] {
  const bases = new Set(
    [...flat.keys()].filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  return [...bases].flatMap((base) =>
    pluralCategories(lang)
      .map((category) => `${base}_${category}`)
      .filter((key) => !flat.has(key)),
  );
}
