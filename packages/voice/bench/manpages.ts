/**
 * Technical-manual check (the case issue #10 reports): the installed man pages of each language as
 * "writers" — distinct manuals by different projects and translators. Read from /usr/share/man at run
 * time (nothing is committed); skipped when a language has fewer than three usable pages. Never used for
 * tuning. Compares the old matcher (style vector only) with the current one at 150 and 400 words.
 * Run: npx tsx packages/voice/bench/manpages.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { analyzeVoice, voiceMatch } from '../src/analysis/index.js';
import { chunkText, formatRates, type Rates } from './same-genre.js';

const ROOT = '/usr/share/man';
const MAX_PAGES = 6;
const MAX_WORDS = 3000;
const LANG_DIRS: Record<string, string> = {
  en: ROOT,
  de: `${ROOT}/de`,
  fr: `${ROOT}/fr`,
  it: `${ROOT}/it`,
  pt: `${ROOT}/pt`,
};
/** English: a fixed list of long pages from different projects (the English tree is huge). */
const EN_PAGES = [
  'bash.1.gz',
  'find.1.gz',
  'less.1.gz',
  'tar.1.gz',
  'grep.1.gz',
  'rsync.1.gz',
  'gpg.1.gz',
  'ssh.1.gz',
];

/** roff → plain text: drops requests and escapes, keeps paragraph breaks. */
export function stripRoff(src: string): string {
  const out: string[] = [];
  for (const line of src.split('\n')) {
    if (line.startsWith('.') || line.startsWith("'")) {
      if (/^\.(PP|LP|P|IP|TP|SH|SS|sp|br)\b/.test(line)) out.push('');
      continue;
    }
    out.push(
      line.replace(
        /\\f[BIRPC]|\\f\[[^\]]*\]|\\\(..|\\\[[^\]]*\]|\\\*\(..|\\\*.|\\s[-+]?\d|\\[-&e|^%]|\\ /g,
        (m) => (m === '\\-' ? '-' : m === '\\ ' ? ' ' : m === '\\e' ? '\\' : ''),
      ),
    );
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

export interface Page {
  lang: string;
  name: string;
  profile: string;
  heldOut: string;
}

function pagesOf(lang: string, from = 0, to = MAX_PAGES): Page[] {
  const dir = LANG_DIRS[lang]!;
  const out: Page[] = [];
  const seen = new Set<string>();
  const files: string[] = [];
  for (const sec of ['man1', 'man5', 'man8']) {
    const d = join(dir, sec);
    if (!existsSync(d)) continue;
    for (const f of readdirSync(d).sort())
      if (f.endsWith('.gz') && (lang !== 'en' || EN_PAGES.includes(f))) files.push(join(d, f));
  }
  const texts: { name: string; text: string; words: number }[] = [];
  for (const f of files) {
    let text: string;
    try {
      text = stripRoff(gunzipSync(readFileSync(f)).toString('utf8'));
    } catch {
      continue;
    }
    const words = text.split(/\s+/).filter(Boolean).length;
    const key = text.slice(0, 400);
    if (words < 1500 || seen.has(key)) continue;
    seen.add(key);
    texts.push({ name: f.split('/').pop()!, text, words });
  }
  texts.sort((a, b) => b.words - a.words || (a.name < b.name ? -1 : 1));
  for (const t of texts.slice(from, to)) {
    const paras = t.text.split(/\n\s*\n/).filter((p) => p.trim());
    const kept: string[] = [];
    let n = 0;
    for (const p of paras) {
      if (n >= MAX_WORDS) break;
      kept.push(p);
      n += p.split(/\s+/).filter(Boolean).length;
    }
    const cut = Math.max(1, Math.floor((kept.length * 2) / 3));
    out.push({
      lang,
      name: t.name,
      profile: kept.slice(0, cut).join('\n\n'),
      heldOut: kept.slice(cut).join('\n\n'),
    });
  }
  return out;
}

/** Pages ranked MAX_PAGES and below: a disjoint set for tuning (bench/tune-match.ts --man). */
export function tuningManpages(): Page[] {
  return Object.keys(LANG_DIRS).flatMap((l) => pagesOf(l, MAX_PAGES, MAX_PAGES * 2));
}

/** The report pages (ranked 1–MAX_PAGES) of every language with at least three usable pages. */
export function reportManpages(): Page[] {
  return Object.keys(LANG_DIRS).flatMap((l) => {
    const ps = pagesOf(l);
    return ps.length < 3 ? [] : ps;
  });
}

export function manpages(): { old: Rates; now: Rates; pages: Record<string, string[]> } | null {
  const old: Rates = { '150': {}, '400': {} };
  const now: Rates = { '150': {}, '400': {} };
  const pages: Record<string, string[]> = {};
  for (const lang of Object.keys(LANG_DIRS)) {
    const ps = pagesOf(lang);
    if (ps.length < 3) continue;
    pages[lang] = ps.map((p) => p.name);
    const profiles = ps.map((p) => analyzeVoice([{ id: p.name, input: p.profile }]).analysis);
    for (const size of [150, 400]) {
      const chunks = ps.map((p) => chunkText(p.heldOut, size, lang));
      const tally: Record<'old' | 'now', [number, number]> = { old: [0, 0], now: [0, 0] };
      profiles.forEach((prof, a) => {
        const score = (t: string) => ({
          old: voiceMatch(prof.style_vector, t).score,
          now: voiceMatch(prof, t).score,
        });
        const self = chunks[a]!.map(score);
        chunks.forEach((cs, b) => {
          if (b === a) return;
          for (const c of cs) {
            const x = score(c);
            for (const s of self)
              for (const k of ['old', 'now'] as const) {
                const t = tally[k];
                t[1]++;
                t[0] += s[k] > x[k] ? 1 : s[k] === x[k] ? 0.5 : 0;
              }
          }
        });
      });
      old[String(size)]![lang] = { rate: tally.old[0] / Math.max(1, tally.old[1]), pairs: tally.old[1] };
      now[String(size)]![lang] = { rate: tally.now[0] / Math.max(1, tally.now[1]), pairs: tally.now[1] };
    }
  }
  return Object.keys(pages).length ? { old, now, pages } : null;
}

export function formatManpages(m: ReturnType<typeof manpages>): string[] {
  if (!m) return ['Technical manuals (installed man pages): skipped, not enough pages on this machine.'];
  return [
    'Technical manuals (installed man pages, distinct manuals per language, 2/3 profile, 1/3 held out; never',
    `used for tuning). Pages: ${Object.entries(m.pages)
      .map(([l, ps]) => `${l}: ${ps.join(', ')}`)
      .join('; ')}.`,
    '',
    'Before (style vector only):',
    '',
    formatRates(m.old),
    '',
    'Now:',
    '',
    formatRates(m.now),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  console.log(formatManpages(manpages()).join('\n'));
