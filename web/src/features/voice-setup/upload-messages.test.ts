// The browser checks an upload before sending it "with the same messages as the server" (docs/product.md,
// Voice setup): whichever of the two refuses a batch, the user reads the same sentence. The server's
// catalogue is the reference; this compares the two in every language so they cannot drift apart.
import { FILE_LIMITS, LANGUAGES } from '@inkprint/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogues as serverCatalogues } from '../../../../server/src/i18n/messages';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import pt from './locales/pt.json';
import type { UploadProblem } from './upload-rules';

const webCatalogues = { en, de, fr, it: it_, pt };

/** Each rule the browser checks, and the error code the server answers when it finds the same. */
const SERVER_CODE = {
  unsupportedType: 'UNSUPPORTED_FILE_TYPE',
  tooManyFiles: 'TOO_MANY_FILES',
  fileTooLarge: 'FILE_TOO_LARGE',
  totalTooLarge: 'TOTAL_SIZE_EXCEEDED',
} as const satisfies Record<UploadProblem, string>;

/** The messages as the upload area shows them: through i18next, with the same interpolation values. */
async function browserMessages(lang: keyof typeof webCatalogues) {
  const t = await i18next.createInstance().init({
    lng: lang,
    resources: { [lang]: { 'voice-setup': webCatalogues[lang] } },
    ns: ['voice-setup'],
    defaultNS: 'voice-setup',
    interpolation: { escapeValue: false },
  });
  return Object.fromEntries(
    Object.keys(SERVER_CODE).map((problem) => [
      problem,
      t(`upload.errors.${problem}`, { max: FILE_LIMITS.maxFiles }),
    ]),
  );
}

describe('upload limit messages: browser and server', () => {
  it('every rule of the browser has a server message', () => {
    expect(Object.keys(SERVER_CODE).sort()).toEqual(Object.keys(en.upload.errors).sort());
  });

  it.each(LANGUAGES)('%s: the browser says exactly what the server says', async (lang) => {
    const browser = await browserMessages(lang);
    const server = serverCatalogues[lang].errors;
    const expected = Object.fromEntries(
      Object.entries(SERVER_CODE).map(([problem, code]) => [problem, server[code]]),
    );
    expect(browser).toEqual(expected);
  });
});
