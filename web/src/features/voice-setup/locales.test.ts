// The voice setup catalogues: the spec's exact English messages (§5, §8), the brand's terms and forms of
// address per language (BRAND.md), and exclamation marks only where the spec's success message has one.
import { describe, expect, it } from 'vitest';
import { catalogueText, flatten } from '../../test/catalogues';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import pt from './locales/pt.json';

const catalogues = { en, de, fr, it: it_, pt } as Record<string, unknown>;

describe('voice setup catalogues', () => {
  it('word the spec’s messages exactly in English', () => {
    expect(en.files.loadFailed).toBe('Failed to load uploaded files');
    expect(en.upload.failed).toBe('Failed to upload files');
    expect(en.analyze.failed).toBe('Failed to analyze voice profile');
    expect(en.files.deleteFailed).toBe('Failed to delete file');
    expect(en.files.clearFailed).toBe('Failed to delete files');
    expect(en.files.deleted).toBe('File deleted successfully');
    expect(en.files.cleared).toBe('All files deleted successfully');
    expect(en.analyze.success).toBe('Voice profile created successfully! You can now generate content.');
    expect(en.upload.noWords).toBe(
      'File uploaded successfully, but no words were found. This file has no value for Voice Setup.',
    );
    expect(en.upload.words_other).toBe('File uploaded successfully with {{count, number}} words extracted.');
    expect(en.files.confirmClear).toBe('Are you sure you want to delete all uploaded files?');
    expect(en.reset).toBe(
      'Your voice profile has been reset. Please analyze your voice again to generate content.',
    );
    expect(en.upload.errors).toEqual({
      unsupportedType: 'Only PDF, DOCX and TXT files are supported.',
      tooManyFiles:
        'You have reached the maximum number of files ({{max}}). Please delete some files before uploading more.',
      fileTooLarge: 'One or more files exceed the 5MB size limit and were not uploaded.',
      totalTooLarge: 'Total file size limit exceeded. Maximum 10MB allowed across all files.',
    });
  });

  it.each(Object.entries(catalogues))(
    '%s has an exclamation mark only in the created message',
    (_lang, c) => {
      const loud = [...flatten(c)].filter(([, text]) => String(text).includes('!')).map(([key]) => key);
      expect(loud).toEqual(['analyze.success']);
    },
  );

  it('names every tone and content type in every language', () => {
    for (const catalogue of Object.values(catalogues)) {
      const enums = (catalogue as typeof en).enums;
      expect(Object.keys(enums.tone)).toHaveLength(9);
      expect(Object.keys(enums.contentType)).toHaveLength(16);
    }
  });

  it('uses the brand’s terms', () => {
    expect(de.title).toBe('Stil einrichten');
    expect(fr.title).toBe('Configuration du style');
    expect(it_.title).toBe('Configura lo stile');
    expect(pt.title).toBe('Configurar estilo');
    expect(catalogueText(de)).toMatch(/Stilprofil/);
    expect(catalogueText(fr)).toMatch(/profil de style/);
    expect(catalogueText(it_)).toMatch(/profilo di stile/);
    expect(catalogueText(pt)).toMatch(/perfil de estilo/);
  });
});

describe('forms of address (BRAND.md)', () => {
  it('German uses Sie, never du', () => {
    expect(catalogueText(de)).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
    expect(catalogueText(de)).toMatch(/\bSie\b/);
  });

  it('French uses vous, never tu', () => {
    // "ton" is left out: in French it is also "tone". Letter lookarounds, as \b is ASCII-only.
    expect(catalogueText(fr)).not.toMatch(/(?<!\p{L})(tu|toi|tes|te)(?!\p{L})|(?<!\p{L})t’/iu);
    expect(catalogueText(fr)).toMatch(/\bvous\b/);
  });

  it('Italian uses tu, never Lei', () => {
    expect(catalogueText(it_)).toMatch(/\b(tuo|tua|tuoi|tue)\b/);
    expect(catalogueText(it_)).not.toMatch(/\b(Lei|Suo|Sua)\b/);
  });

  it('Portuguese is Brazilian with você: arquivo and excluir, never tu, ficheiro or eliminar', () => {
    expect(catalogueText(pt)).toMatch(/arquivo/);
    expect(catalogueText(pt)).toMatch(/excluir/i);
    expect(catalogueText(pt)).toMatch(/você/);
    expect(catalogueText(pt)).not.toMatch(/ficheiro|eliminar|\btu\b|\bteu\b|\btua\b/i);
  });
});
