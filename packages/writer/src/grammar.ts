/**
 * Surface grammar applied after slots are filled: preposition + article contractions, elision, and the
 * English a/an. Rules only touch a preposition followed by an article (or a word starting with a vowel),
 * so they are safe on whole sentences.
 */
import type { Language } from '@inkprint/shared';

const V = 'aeiouyàâäéèêëîïôöûùüœæh';
const VOWEL_START = new RegExp(`^[${V}]`, 'i');
// French h aspiré words that block elision (a short list of frequent ones).
const H_ASPIRE =
  /^(haut|hauts|haute|hautes|héros|hasard|halte|hall|hamac|handicap|hangar|hâte|hausse|hibou|hiérarchie|homard|honte|hors|hockey|huit)\b/i;

function fixFr(s: string): string {
  let t = s;
  t = t.replace(/(?<!\p{L})([Dd])e le(?!\p{L})/gu, '$1u').replace(/(?<!\p{L})([Dd])e les(?!\p{L})/gu, '$1es');
  t = t.replace(/(?<!\p{L})([Àà]) le(?!\p{L})/gu, (_m, a: string) => (a === 'À' ? 'Au' : 'au'));
  t = t.replace(/(?<!\p{L})([Àà]) les(?!\p{L})/gu, (_m, a: string) => (a === 'À' ? 'Aux' : 'aux'));
  // Elision: le/la/de/que/je/ne/se/ce/me/te before a vowel or mute h.
  t = t.replace(
    /(^|[\s(«"“'])(le|la|de|que|je|ne|se|ce|me|te|Le|La|De|Que|Je|Ne|Se|Ce|Me|Te)\s+([\p{L}])/gu,
    (m, pre: string, w: string, next: string, offset: number, all: string) => {
      const rest = all.slice(offset + m.length - 1);
      if (!VOWEL_START.test(next) || H_ASPIRE.test(rest)) return m;
      if (/^(y|yo|ya)/i.test(rest) && !/^(ys|yv)/i.test(rest)) return m;
      if (/^h/i.test(next) && /^(ce|Ce)$/.test(w)) return m;
      const base = w === 'ce' || w === 'Ce' ? (w[0] === 'C' ? 'C' : 'c') : w.slice(0, -1);
      return `${pre}${base}'${next}`;
    },
  );
  // "du" / "au" before a vowel become "de l'" / "à l'".
  t = t.replace(/(?<!\p{L})([Dd])u ([\p{L}])/gu, (m, d: string, n: string, off: number, all: string) =>
    VOWEL_START.test(n) && !H_ASPIRE.test(all.slice(off + m.length - 1)) ? `${d}e l'${n}` : m,
  );
  t = t.replace(/(?<!\p{L})([Aa])u ([\p{L}])/gu, (m, a: string, n: string, off: number, all: string) =>
    VOWEL_START.test(n) && !H_ASPIRE.test(all.slice(off + m.length - 1))
      ? `${a === 'A' ? 'À' : 'à'} l'${n}`
      : m,
  );
  // French typography: a (narrow) space before ; : ! ? and inside « ».
  t = t
    .replace(/\s*([;:!?])(?=\s|$)/g, ' $1')
    .replace(/«\s*/g, '« ')
    .replace(/\s*»/g, ' »');
  return t;
}

const IT_ARTICLES: Record<string, Record<string, string>> = {
  di: { il: 'del', lo: 'dello', la: 'della', "l'": "dell'", i: 'dei', gli: 'degli', le: 'delle' },
  a: { il: 'al', lo: 'allo', la: 'alla', "l'": "all'", i: 'ai', gli: 'agli', le: 'alle' },
  da: { il: 'dal', lo: 'dallo', la: 'dalla', "l'": "dall'", i: 'dai', gli: 'dagli', le: 'dalle' },
  in: { il: 'nel', lo: 'nello', la: 'nella', "l'": "nell'", i: 'nei', gli: 'negli', le: 'nelle' },
  su: { il: 'sul', lo: 'sullo', la: 'sulla', "l'": "sull'", i: 'sui', gli: 'sugli', le: 'sulle' },
};

function fixIt(s: string): string {
  let t = s;
  // Article form before the next word: il → lo (s+consonant, z, gn, ps, x, y), il/lo/la → l' before a vowel.
  t = t.replace(/(^|[\s(«"“])(il|lo|la|Il|Lo|La) ([\p{L}]+)/gu, (m, pre: string, art: string, w: string) => {
    const cap = art[0] === art[0]!.toUpperCase();
    const lower = art.toLowerCase();
    if (/^[aeiouàèéìòù]/i.test(w) || (/^h[aeiou]/i.test(w) && lower !== 'la')) {
      return `${pre}${cap ? "L'" : "l'"}${w}`;
    }
    if (lower === 'il' && /^(s[^aeiouàèéìòù]|z|gn|ps|x|y|pn)/i.test(w))
      return `${pre}${cap ? 'Lo' : 'lo'} ${w}`;
    return m;
  });
  t = t.replace(
    /(^|[\s(«"“])(i) ([aeiouàèéìòù][\p{L}]*|s[^aeiouàèéìòù][\p{L}]*|z[\p{L}]*|gn[\p{L}]*)/gu,
    (_m, pre: string, _i: string, w: string) => `${pre}gli ${w}`,
  );
  // Preposition + article.
  t = t.replace(
    /(^|[\s(«"“])(di|a|da|in|su|Di|A|Da|In|Su) (il|lo|la|i|gli|le|l') ?/gu,
    (m, pre: string, p: string, art: string) => {
      const fused = IT_ARTICLES[p.toLowerCase()]?.[art];
      if (!fused) return m;
      const out = p[0] === p[0]!.toUpperCase() ? fused[0]!.toUpperCase() + fused.slice(1) : fused;
      return `${pre}${out}${out.endsWith("'") ? '' : ' '}`;
    },
  );
  // "e" before "e"/"è" → "ed"; "a" before "a" → "ad".
  t = t.replace(/(^|\s)a (a[\p{L}])/gu, '$1ad $2');
  t = t.replace(/(^|\s)e ([eè](?![\p{L}])|[eè][\p{L}])/gu, '$1ed $2');
  return t;
}

const PT_FUSE: Record<string, Record<string, string>> = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das', este: 'deste', esta: 'desta', esse: 'desse', essa: 'dessa' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas', este: 'neste', esta: 'nesta', esse: 'nesse', essa: 'nessa' },
  a: { o: 'ao', a: 'à', os: 'aos', as: 'às' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
};

function fixPt(s: string): string {
  return s.replace(
    /(^|[\s(“"])(de|em|a|por|De|Em|A|Por) (o|a|os|as|este|esta|esse|essa) /gu,
    (m, pre: string, p: string, art: string) => {
      const fused = PT_FUSE[p.toLowerCase()]?.[art];
      if (!fused) return m;
      const out = p[0] === p[0]!.toUpperCase() ? fused[0]!.toUpperCase() + fused.slice(1) : fused;
      return `${pre}${out} `;
    },
  );
}

function fixEn(s: string): string {
  return s.replace(/(?<!\p{L})([Aa]) ([\p{L}\p{N}]+)/gu, (m, a: string, w: string) => {
    const vowelSound =
      /^[aeio]/i.test(w) ||
      (/^u/i.test(w) && !/^(u[nr]i|use|usu|uti|eu)/i.test(w)) ||
      /^(hour|honest|honou?r)/i.test(w);
    const consonantSound = /^(one|once|uni|use|usu|uti|eu)/i.test(w);
    if (vowelSound && !consonantSound) return `${a}n ${w}`;
    return m;
  });
}

function fixDe(s: string): string {
  return s;
}

const FIX: Record<Language, (s: string) => string> = {
  en: fixEn,
  de: fixDe,
  fr: fixFr,
  it: fixIt,
  pt: fixPt,
};

/** Apply the language's contractions and elisions to a sentence. */
export function applyGrammar(sentence: string, lang: Language): string {
  return FIX[lang](sentence).replace(/\s{2,}/g, ' ');
}
