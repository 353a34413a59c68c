// The privacy and terms pages and their five catalogues: every section docs/product.md lists, the same
// keys in every language, the product facts the texts must state, and the back link that depends on
// sign-in.
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '../../lib/auth';
import { catalogueText, flatten } from '../../test/catalogues';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import pt from './locales/pt.json';
import PrivacyPage from './routes/privacy';
import TermsPage from './routes/terms';

vi.mock('../../lib/auth', () => ({ useUser: vi.fn() }));

const catalogues = { en, de, fr, it: it_, pt };
type Catalogue = typeof en;

// A sentence ends at . ? or ; followed by a space or the end (French puts a narrow space before ? and ;).
const sentenceCount = (text: string) => text.split(/(?<=[.?;])\s+(?=\p{Lu}|\p{N})/u).length;

describe.each(Object.entries(catalogues))('legal catalogue %s', (_lang, catalogue: Catalogue) => {
  const entries = flatten(catalogue);

  it('has exactly the English keys and section counts, each with a non-empty text', () => {
    expect([...entries.keys()].sort()).toEqual([...flatten(en).keys()].sort());
    for (const [key, text] of entries) expect(String(text).trim(), key).not.toBe('');
  });

  it('keeps every section between 2 and 5 sentences', () => {
    for (const section of [...catalogue.privacy.sections, ...catalogue.terms.sections]) {
      const count = sentenceCount(section.body);
      expect(count, section.title).toBeGreaterThanOrEqual(2);
      expect(count, section.title).toBeLessThanOrEqual(5);
    }
  });

  it('states the facts the product promises', () => {
    const privacy = catalogue.privacy.sections.map((s) => s.body).join(' ');
    const terms = catalogue.terms.sections.map((s) => s.body).join(' ');
    expect(privacy).toContain('inkprint_sid');
    expect(privacy).toContain('JSON');
    expect(privacy).toMatch(/\b13\b/);
    expect(privacy).toMatch(/OpenAI/);
    expect(privacy).toMatch(/Anthropic/);
    expect(terms).toMatch(/\b13\b/);
    expect(terms).toMatch(/\b30\b/);
    expect(terms).toMatch(/\b5 (MB|Mo)\b/);
    expect(terms).toMatch(/\b10 (MB|Mo)\b/);
    expect(catalogue.common.lastUpdated).toMatch(/2026/);
  });

  it('uses no exclamation marks', () => {
    for (const [key, text] of entries) expect(text, key).not.toMatch(/!/);
  });
});

describe('forms of address in legal text (docs/brand.md)', () => {
  it('German uses Sie', () => {
    expect(catalogueText(de)).not.toMatch(/\b(du|dich|dein\w*)\b/i);
  });
  it('French uses vous', () => {
    expect(catalogueText(fr)).not.toMatch(/(?<!\p{L})(tu|toi|tes|te)(?!\p{L})|(?<!\p{L})t’/iu);
  });
  it('Italian keeps tu', () => {
    expect(catalogueText(it_)).toMatch(/\b(tuo|tua|tuoi|ti)\b/);
    expect(catalogueText(it_)).not.toMatch(/\b(Suo|Sua|Lei)\b/);
  });
});

async function renderLegal(page: 'privacy' | 'terms', signedIn: boolean) {
  vi.mocked(useUser).mockReturnValue({ data: signedIn ? { email: 'ana@example.com' } : null } as ReturnType<
    typeof useUser
  >);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['legal'],
    defaultNS: 'legal',
    resources: { en: { legal: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const Page = page === 'privacy' ? PrivacyPage : TermsPage;
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('legal pages', () => {
  beforeEach(() => vi.mocked(useUser).mockReset());

  it('shows the privacy policy with title, last-updated line and all twelve sections', async () => {
    await renderLegal('privacy', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
    const titles = en.privacy.sections.map((s) => s.title);
    for (const title of titles) {
      expect(screen.getByRole('region', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(titles.length);
  });

  it('lists every terms section docs/product.md requires', async () => {
    await renderLegal('terms', false);
    for (const name of [
      'Accounts',
      'Acceptable use',
      'Content ownership',
      'Privacy and data deletion',
      'Service limitations',
      'Payment',
      'Termination',
      'Disclaimers',
      'Intellectual property',
      'Governing law',
      'Contact',
    ]) {
      expect(
        screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${name}$`) }),
      ).toBeInTheDocument();
    }
  });

  it('links back to the login page for visitors', async () => {
    await renderLegal('terms', false);
    expect(screen.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/login');
  });

  it('links back to the dashboard for signed-in users', async () => {
    await renderLegal('privacy', true);
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute('href', '/dashboard');
  });

  it('ends with a link to the contact page', async () => {
    await renderLegal('privacy', false);
    expect(screen.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute('href', '/contact');
  });
});
