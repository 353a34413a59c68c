// The generate catalogues: the spec's exact English messages (§5, §8), the brand's terms and forms of
// address per language (BRAND.md), and exclamation marks only in the two success messages the spec words
// that way.
import { describe, expect, it } from 'vitest';
import { catalogueText, flatten } from '../../test/catalogues';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import pt from './locales/pt.json';

const catalogues = { en, de, fr, it: it_, pt } as Record<string, typeof en>;

describe('generate catalogues', () => {
  it('word the spec’s messages exactly in English', () => {
    expect(en.form.promptRequired).toBe('Please enter a prompt.');
    expect(en.result.success).toBe('Content generated successfully!');
    expect(en.result.copySuccess).toBe('Content copied to clipboard!');
    expect(en.errors.failed).toBe('Failed to generate content');
    expect(en.result.copyFailed).toBe('Failed to copy to clipboard');
  });

  it.each(Object.entries(catalogues))(
    '%s has exclamation marks only in the two success messages',
    (_l, c) => {
      const loud = [...flatten(c)].filter(([, text]) => String(text).includes('!')).map(([key]) => key);
      expect(loud.sort()).toEqual(['result.copySuccess', 'result.success']);
    },
  );

  it('uses the brand’s terms for the screen, the profile, the quota, voice match and the sizes', () => {
    const terms = {
      de: ['Inhalte erstellen', 'Stilprofil', 'Tageskontingent', 'Stiltreue', ['Kurz', 'Mittel', 'Lang']],
      fr: [
        'Générer du contenu',
        'profil de style',
        'Quota quotidien',
        'Fidélité au style',
        ['Court', 'Moyen', 'Long'],
      ],
      it: [
        'Genera contenuti',
        'profilo di stile',
        'Quota giornaliera',
        'Aderenza allo stile',
        ['Breve', 'Medio', 'Lungo'],
      ],
      pt: [
        'Gerar conteúdo',
        'perfil de estilo',
        'Cota diária',
        'Fidelidade ao estilo',
        ['Curto', 'Médio', 'Longo'],
      ],
    } as const;
    for (const [lang, [title, profile, quota, match, sizes]] of Object.entries(terms)) {
      const c = catalogues[lang] as typeof en;
      expect(c.title).toBe(title);
      expect(catalogueText(c)).toContain(profile);
      expect(c.quota.title).toBe(quota);
      expect(c.match.title).toBe(match);
      expect([c.sizes.small, c.sizes.medium, c.sizes.large]).toEqual(sizes);
    }
  });

  it('names the five content types as the brand does', () => {
    expect(Object.values(de.types)).toEqual([
      'Blogbeitrag',
      'Werbetext',
      'E-Mail',
      'Social-Media-Beitrag',
      'Produktbeschreibung',
    ]);
    expect(fr.types.social_media).toBe('Publication pour les réseaux sociaux');
    expect(it_.types.social_media).toBe('Post per i social');
    expect(pt.types.social_media).toBe('Post para redes sociais');
  });
});

describe('forms of address (BRAND.md)', () => {
  it('German uses Sie, never du', () => {
    expect(catalogueText(de)).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
    expect(catalogueText(de)).toMatch(/\bSie\b/);
  });

  it('French uses vous, never tu', () => {
    expect(catalogueText(fr)).not.toMatch(/(?<!\p{L})(tu|toi|tes|te)(?!\p{L})|(?<!\p{L})t’/iu);
    expect(catalogueText(fr)).toMatch(/\bvous\b/);
  });

  it('Italian uses tu, never Lei', () => {
    expect(catalogueText(it_)).toMatch(/\b(tuo|tua|tuoi|tue)\b/);
    expect(catalogueText(it_)).not.toMatch(/\b(Lei|Suo|Sua)\b/);
  });

  it('Portuguese uses você, never tu', () => {
    expect(catalogueText(pt)).toMatch(/você/);
    expect(catalogueText(pt)).not.toMatch(/\btu\b|\bteu\b|\btua\b|ficheiro/i);
  });
});
