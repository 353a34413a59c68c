/**
 * Prompt understanding, per language: key phrases (a YAKE-style scorer over the voice engine's stop
 * words, grouped by snowball stems), named things (names, quoted titles, numbers, dates, places), the
 * intent, the audience and, for fr/it/pt/en, the noun phrase with the determiner it had in the prompt.
 */
import type { Language } from '@inkprint/shared';
import { stemOf } from './stem.js';
import { type KnownLanguage, stopWords } from './voice-adapter.js';

export type Intent = 'announce' | 'invite' | 'explain' | 'promote' | 'thank' | 'ask' | 'inform';

export interface KeyPhrase {
  /** As written in the prompt, without leading/trailing stop words. */
  text: string;
  /** With the determiner it had in the prompt (fr/it/pt/en), decontracted ("la machine"), or null. */
  np: string | null;
  stems: string[];
  score: number;
  named: boolean;
  /** A date, time or bare number: named, but no subject for a sentence ("Genau hier kommt 12. Juli …"). */
  date: boolean;
}

export interface PromptUnderstanding {
  language: Language;
  keyPhrases: KeyPhrase[];
  /** Things the output must name: proper names, quoted titles, numbers, dates, places. */
  namedThings: string[];
  intent: Intent;
  audience: string | null;
  /** The main subject: the best key phrase (never empty). */
  topic: KeyPhrase;
}

/** Words of the instruction itself ("write a blog post about"), never key phrases. */
const INSTRUCTION: Record<KnownLanguage, string> = {
  en: 'via|write|create|draft|compose|make|generate|give|short|long|blog|post|posts|article|email|e-mail|mail|newsletter|social|media|marketing|copy|product|description|text|piece|please|tweet|linkedin|instagram|announcement|about|words|word',
  de: 'via|schreibe|schreib|schreiben|erstelle|erstellen|verfasse|verfassen|formuliere|bitte|kurzen|kurze|kurzer|blogbeitrag|blogartikel|beitrag|artikel|e-mail|email|mail|newsletter|social-media-beitrag|social-media-post|post|posting|werbetext|text|produktbeschreibung|beschreibung|über|wörter',
  fr: 'via|écris|écrire|écrivez|rédige|rédigez|rédiger|crée|créez|créer|article|blog|billet|publication|post|e-mail|email|mail|courriel|newsletter|texte|marketing|description|produit|réseaux|sociaux|court|courte|sur|propos|mots',
  it: 'via|scrivi|scrivere|scriva|crea|creare|redigi|prepara|articolo|blog|post|e-mail|email|mail|newsletter|testo|marketing|descrizione|prodotto|social|breve|riguardo|parole',
  pt: 'via|escreva|escrever|escreve|crie|criar|redija|prepare|post|artigo|blog|e-mail|email|mail|newsletter|texto|marketing|descrição|produto|redes|sociais|curto|curta|sobre|palavras',
};

export const MONTHS: Record<KnownLanguage, string> = {
  en: 'january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday',
  de: 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag',
  fr: 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche',
  it: 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica',
  pt: 'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo',
};

/** Frequent verbs that never head a key phrase ("how onboarding works"). */
const VERBS: Record<KnownLanguage, string> = {
  en: 'is|are|was|be|works|work|helps|help|makes|make|gets|get|goes|go|runs|run|needs|need|matter|matters|explaining|describing|telling|asking|thanking|inviting|announcing|launching|promoting|using|use|keep|keeps|tell|describe',
  de: 'ist|sind|war|funktioniert|funktionieren|gelingt|hilft|macht|geht|braucht|beschreibe|beschreiben|erkläre|erklären|bedanke|danke|lade|informiere|kündige|bitte',
  fr: 'est|sont|fonctionne|marche|aide|fait|va|réussir|décris|décrire|explique|expliquer|remercie|remercier|invite|inviter|annonce|annoncer|demande|demander|informe|pour',
  it: 'è|sono|funziona|aiuta|fa|va|descrivi|descrivere|spiega|spiegare|ringrazia|invita|annuncia|chiedi|informa|per',
  pt: 'é|são|funciona|ajuda|faz|vai|descreva|descrever|explique|explicar|agradeça|convide|convidando|anunciando|agradecendo|pedindo|anuncie|conte|informe|para',
};

/** Intent cues as stem prefixes of lower-case words. */
const INTENTS: Record<KnownLanguage, [Intent, string][]> = {
  en: [
    ['invite', 'invit|join|event|workshop|webinar|meetup|party|rsvp|register'],
    ['thank', 'thank|grateful|gratitude|appreciat'],
    ['ask', 'ask|request|feedback|survey|opinion|question'],
    ['promote', 'sale|discount|offer|buy|promot|deal|price|order|shop'],
    ['explain', 'explain|how|why|guide|tips|tip|learn|lesson|benefit'],
    ['announce', 'launch|announc|introduc|new|release|open|unveil'],
  ],
  de: [
    ['invite', 'einlad|einladung|veranstaltung|workshop|webinar|treffen|feier|anmeld|teilnehm'],
    ['thank', 'dank|bedank'],
    ['ask', 'bitt|feedback|umfrage|meinung|frage'],
    ['promote', 'angebot|rabatt|kaufen|aktion|preis|bestell|sonderangebot|werb'],
    ['explain', 'erklär|wie|warum|tipps|tipp|ratgeber|anleitung|lern|vorteil'],
    ['announce', 'ankündig|neu|vorstell|einführ|start|eröffn|launch'],
  ],
  fr: [
    ['invite', 'invit|événement|atelier|webinaire|rencontre|fête|inscri|rejoindre|soirée'],
    ['thank', 'remerci|merci|gratitude'],
    ['ask', 'demand|avis|enquête|sondage|question|retour'],
    ['promote', 'offre|promo|réduction|soldes|achet|prix|command|boutique'],
    ['explain', 'expliqu|comment|pourquoi|conseil|guide|astuce|apprend|avantage'],
    ['announce', 'annonc|lanc|nouveau|nouvelle|présent|ouvert|sortie'],
  ],
  it: [
    ['invite', 'invit|evento|workshop|webinar|incontro|festa|iscri|partecip|serata'],
    ['thank', 'ringrazi|grazie|gratitudine'],
    ['ask', 'chied|richiest|parere|sondaggio|opinion|domand|feedback'],
    ['promote', 'offert|sconto|saldi|acquist|compra|prezzo|ordin|promozion'],
    ['explain', 'spieg|come|perché|consigl|guida|impar|vantagg'],
    ['announce', 'annunc|lanci|nuov|present|apertur|inaugur'],
  ],
  pt: [
    ['invite', 'convid|convite|evento|workshop|webinar|encontro|festa|inscri|participa'],
    ['thank', 'agradec|obrigad|gratidão'],
    ['ask', 'pedi|pergunt|opinião|pesquisa|feedback'],
    ['promote', 'oferta|desconto|promoção|compr|preço|pedido|loja'],
    ['explain', 'explic|como|porque|dicas|dica|guia|aprend|vantage'],
    ['announce', 'anunci|lança|lanç|novo|nova|apresent|inaugur|abertura'],
  ],
};

const AUDIENCE_PREP: Record<KnownLanguage, string> = {
  en: 'for',
  de: 'für|an',
  fr: 'pour',
  it: 'per',
  pt: 'para',
};

/** Determiners that may open a noun phrase (decontracted forms are produced by DECONTRACT). */
const DETERMINERS: Record<KnownLanguage, string> = {
  en: 'the|our|my|a|an|this|these|their|his|her',
  de: '',
  fr: 'le|la|les|l|un|une|des|notre|nos|mon|ma|mes|ce|cet|cette|ces|leur|leurs|son|sa|ses',
  it: 'il|lo|la|i|gli|le|l|un|uno|una|un|nostro|nostra|nostri|nostre|mio|mia|miei|mie|questo|questa|questi|queste',
  pt: 'o|a|os|as|um|uma|uns|umas|nosso|nossa|nossos|nossas|meu|minha|meus|minhas|este|esta|estes|estas|esse|essa',
};

/** Preposition+article contractions, split so the article is kept with its noun phrase. */
const DECONTRACT: Record<KnownLanguage, Record<string, string>> = {
  en: {},
  de: {},
  // "des" after a noun is de + les ("l'importance des jardins"); as an indefinite it reads fine as "les".
  fr: { du: 'le', au: 'le', aux: 'les', des: 'les' },
  it: Object.fromEntries(
    ['del', 'al', 'dal', 'nel', 'sul'].flatMap((p) => {
      const b = p.slice(0, -1);
      return [
        [`${b}l`, 'il'],
        [`${b}llo`, 'lo'],
        [`${b}lla`, 'la'],
        [`${b}i`, 'i'],
        [`${b}gli`, 'gli'],
        [`${b}lle`, 'le'],
      ];
    }),
  ),
  pt: {
    do: 'o',
    da: 'a',
    dos: 'os',
    das: 'as',
    no: 'o',
    na: 'a',
    nos: 'os',
    nas: 'as',
    ao: 'o',
    aos: 'os',
    à: 'a',
    às: 'as',
    pelo: 'o',
    pela: 'a',
    pelos: 'os',
    pelas: 'as',
    num: 'um',
    numa: 'uma',
  },
};

/** German articles, possessives and demonstratives in every case (not all are in the stop-word list). */
const DE_DETERMINER =
  /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|(mein|dein|sein|ihr|unser|euer|eur|kein|dies|jed|welch|manch)(e|en|em|er|es)?)$/;

const POSSESSIVE =
  /^(nostro|nostra|nostri|nostre|mio|mia|miei|mie|nosso|nossa|nossos|nossas|meu|minha|meus|minhas)$/;

const SECOND_PERSON_DET = /^(your|votre|vos|ton|ta|tes|tuo|tua|tuoi|tue|suo|sua|seu|sua|seus|suas|teu|tua)$/i;

interface Tok {
  text: string;
  lower: string;
  sentence: number;
  /** Index of the chunk between punctuation marks. */
  chunk: number;
  start: number;
  end: number;
  sentenceStart: boolean;
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’\-.]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

function tokenize(prompt: string, elidePrefixes: boolean): Tok[] {
  const toks: Tok[] = [];
  let sentence = 0;
  let chunk = 0;
  let last = 0;
  let sentenceStart = true;
  for (const m of prompt.matchAll(WORD_RE)) {
    let text = m[0];
    // A trailing abbreviation dot stays only on ordinals ("3." in German dates); otherwise drop it.
    if (text.endsWith('.') && !/^\d+\.$/.test(text)) text = text.replace(/\.+$/, '');
    const between = prompt.slice(last, m.index);
    const elided = /^(l|d|qu|j|n|s|c|m|t|dell|all|nell|sull|dall|un)['’](\p{L}.*)$/iu.exec(text);
    if (/[.!?;:\n]/.test(between)) {
      sentence += /[.!?\n]/.test(between) ? 1 : 0;
      sentenceStart = /[.!?\n]/.test(between) || sentenceStart;
      chunk++;
    } else if (/[,()"“”„«»‚‘–—]/.test(between)) chunk++;
    const at = m.index!;
    if (elided && elidePrefixes) {
      const head = `${elided[1]}'`;
      toks.push({
        text: head,
        lower: head.toLowerCase(),
        sentence,
        chunk,
        start: at,
        end: at + head.length,
        sentenceStart,
      });
      sentenceStart = false;
      const rest = elided[2]!;
      const rs = at + head.length;
      toks.push({
        text: rest,
        lower: rest.toLowerCase(),
        sentence,
        chunk,
        start: rs,
        end: rs + rest.length,
        sentenceStart,
      });
    } else {
      toks.push({
        text,
        lower: text.toLowerCase().replace(/’/g, "'"),
        sentence,
        chunk,
        start: at,
        end: at + text.length,
        sentenceStart,
      });
    }
    sentenceStart = false;
    last = m.index! + m[0].length;
  }
  return toks;
}

const isCap = (t: string) => /^\p{Lu}/u.test(t);
const hasDigit = (t: string) => /\p{N}/u.test(t);

function stopSet(lang: KnownLanguage): ReadonlySet<string> {
  return stopWords(lang);
}

/** Understand a prompt written in `lang`. */
export function understandPrompt(
  prompt: string,
  lang: Language,
  contentTypeIntent: Intent,
): PromptUnderstanding {
  const text = (prompt ?? '').replace(/\s+/g, ' ').trim();
  const toks = tokenize(text, lang === 'fr' || lang === 'it');
  const stop = stopSet(lang);
  const instruction = new Set([
    ...INSTRUCTION[lang].split('|'),
    ...VERBS[lang].split('|'),
    ...AUDIENCE_PREP[lang].split('|'),
  ]);
  const months = new Set(MONTHS[lang].split('|'));
  const contracted = DECONTRACT[lang];
  const isStop = (t: Tok) =>
    stop.has(t.lower) ||
    instruction.has(t.lower) ||
    t.lower in contracted ||
    /'$/.test(t.lower) ||
    (lang === 'de' && DE_DETERMINER.test(t.lower)) ||
    t.lower.length < 2 ||
    /^[\p{P}]+$/u.test(t.lower);

  // Named things: quoted titles, dates, capitalised runs not at a sentence start, numbers with their noun.
  const named: string[] = [];
  const addNamed = (s: string) => {
    const v = s.trim().replace(/[.,;:]+$/, '');
    if (v && !named.some((n) => n.toLowerCase() === v.toLowerCase())) named.push(v);
  };
  for (const m of text.matchAll(/["“„«‚‘]\s*([^"“”„«»‚‘’]{2,60}?)\s*["”“»‘’]/gu)) addNamed(m[1]!);
  const monthAlt = MONTHS[lang];
  const dateRe = new RegExp(
    `\\b(\\d{1,2}\\.?\\s*(?:de\\s+)?(?:${monthAlt})(?:\\s+(?:de\\s+)?\\d{4})?|(?:${monthAlt})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}[:.h]\\d{2}(?:\\s*(?:uhr|h))?|\\d{1,2}\\s*uhr)`,
    'giu',
  );
  const dates = new Set<string>();
  for (const m of text.matchAll(dateRe)) {
    addNamed(m[1]!);
    dates.add(m[1]!.trim().replace(/[.,;:]+$/, ''));
  }
  // A weekday or month on its own ("samedi", "on Saturday") is a date too.
  for (const t of toks) {
    if (months.has(t.lower) && ![...dates].some((d) => d.toLowerCase().includes(t.lower))) {
      addNamed(t.text);
      dates.add(t.text);
    }
  }
  const isDate = (s: string) =>
    dates.has(s) || /^[\d\s.,:%€$/-]+$/.test(s) || [...dates].some((d) => s.includes(d));
  // Runs of capitalised words / words with digits ("Aroma 3000", "Café Lumen", "Berlin").
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const startsName =
      hasDigit(t.text) ||
      /\p{Ll}\p{Lu}|^\p{Lu}{2,}/u.test(t.text) ||
      (isCap(t.text) && !t.sentenceStart && !stop.has(t.lower) && !instruction.has(t.lower) && lang !== 'de');
    const dePlace =
      lang === 'de' &&
      isCap(t.text) &&
      i > 0 &&
      /^(in|nach|aus|bei)$/.test(toks[i - 1]!.lower) &&
      !/(ung|heit|keit|schaft|tion|ät|ik|ismus|chen|lein)$/.test(t.lower) &&
      !months.has(t.lower);
    if (!startsName && !dePlace) continue;
    if (months.has(t.lower)) continue;
    let j = i;
    const parts = [t.text];
    // German: a product name often is one capitalised word before its number ("Aroma 3000").
    const prev = toks[i - 1];
    if (
      lang === 'de' &&
      hasDigit(t.text) &&
      prev &&
      prev.chunk === t.chunk &&
      isCap(prev.text) &&
      !prev.sentenceStart &&
      !stop.has(prev.lower) &&
      !instruction.has(prev.lower) &&
      !DE_DETERMINER.test(prev.lower)
    ) {
      parts.unshift(prev.text);
    }
    while (j + 1 < toks.length && toks[j + 1]!.chunk === t.chunk) {
      const n = toks[j + 1]!;
      if (
        hasDigit(n.text) ||
        (isCap(n.text) &&
          !stop.has(n.lower) &&
          (lang !== 'de' ||
            hasDigit(t.text) ||
            /\p{Lu}{2}/u.test(n.text) ||
            !/(ung|heit|keit|schaft|tion)$/.test(n.lower)))
      ) {
        if (months.has(n.lower)) break;
        parts.push(n.text);
        j++;
      } else break;
    }
    // In German every noun is capitalised: a run counts as a name only with a digit, inner capitals or as a place.
    const run = parts.join(' ');
    if (lang === 'de' && !dePlace && !/\p{N}|\p{Ll}\p{Lu}|\p{Lu}{2}/u.test(run)) continue;
    if (/^\d+\.?$/.test(run) && dateRe.test(text.slice(t.start, t.start + 30))) {
      dateRe.lastIndex = 0;
      continue;
    }
    dateRe.lastIndex = 0;
    if (!named.some((n) => n.includes(run))) addNamed(run);
    i = j;
  }
  // A name inside a longer one is not listed twice.
  const namedThings = named.filter((n) => !named.some((o) => o !== n && o.includes(n)));

  // YAKE-style single-word features.
  const tf = new Map<string, number>();
  const tfUpper = new Map<string, number>();
  const sentencesOf = new Map<string, Set<number>>();
  const positions = new Map<string, number[]>();
  const left = new Map<string, Set<string>>();
  const right = new Map<string, Set<string>>();
  toks.forEach((t, i) => {
    if (isStop(t)) return;
    const k = stemOf(t.lower, lang);
    tf.set(k, (tf.get(k) ?? 0) + 1);
    if ((isCap(t.text) && !t.sentenceStart) || hasDigit(t.text)) tfUpper.set(k, (tfUpper.get(k) ?? 0) + 1);
    if (!sentencesOf.has(k)) sentencesOf.set(k, new Set());
    sentencesOf.get(k)!.add(t.sentence);
    positions.set(k, [...(positions.get(k) ?? []), t.sentence]);
    const l = toks[i - 1];
    const r = toks[i + 1];
    if (l && l.chunk === t.chunk) (left.get(k) ?? left.set(k, new Set()).get(k)!).add(l.lower);
    if (r && r.chunk === t.chunk) (right.get(k) ?? right.set(k, new Set()).get(k)!).add(r.lower);
  });
  const tfs = [...tf.values()];
  const meanTf = tfs.reduce((a, b) => a + b, 0) / Math.max(1, tfs.length);
  const sdTf = Math.sqrt(tfs.reduce((a, b) => a + (b - meanTf) ** 2, 0) / Math.max(1, tfs.length));
  const maxTf = Math.max(1, ...tfs);
  const nSent = Math.max(1, (toks.at(-1)?.sentence ?? 0) + 1);
  const wordScore = (k: string): number => {
    const f = tf.get(k) ?? 1;
    const tCase = (tfUpper.get(k) ?? 0) / (1 + Math.log(f));
    const pos = positions.get(k) ?? [0];
    const median = [...pos].sort((a, b) => a - b)[Math.floor(pos.length / 2)]!;
    const tPos = Math.log(Math.log(3 + median));
    const tNorm = f / (meanTf + sdTf);
    const dl = left.get(k)?.size ?? 0;
    const dr = right.get(k)?.size ?? 0;
    const tRel = 1 + ((dl + dr) * f) / maxTf / Math.max(1, f);
    const tSent = (sentencesOf.get(k)?.size ?? 1) / nSent;
    return (tRel * tPos) / (tCase + tNorm / tRel + tSent / tRel + 0.5);
  };

  // Candidates: 1–4 word n-grams within one chunk, no stop word at either edge.
  const cands = new Map<
    string,
    { text: string; stems: string[]; score: number; start: number; i: number; n: number; count: number }
  >();
  for (let i = 0; i < toks.length; i++) {
    for (let n = 1; n <= 5 && i + n <= toks.length; n++) {
      const span = toks.slice(i, i + n);
      if (span.some((t) => t.chunk !== span[0]!.chunk)) break;
      if (isStop(span[0]!) || isStop(span[n - 1]!)) continue;
      if (span.some((t) => instruction.has(t.lower))) break;
      const stems = span.filter((t) => !isStop(t)).map((t) => stemOf(t.lower, lang));
      const key = stems.join(' ');
      let prod = 1;
      let sum = 0;
      for (const s of stems) {
        const w = wordScore(s);
        prod *= w;
        sum += w;
      }
      const surface = text.slice(span[0]!.start, span[n - 1]!.end);
      const prev = cands.get(key);
      const count = (prev?.count ?? 0) + 1;
      // Earlier in the prompt is more central (the subject usually follows the instruction).
      const position = 1 + (0.5 * span[0]!.start) / Math.max(1, text.length);
      const score = (prod / (count * (1 + sum))) * position;
      if (!prev || score < prev.score)
        cands.set(key, { text: surface, stems, score, start: span[0]!.start, i, n, count });
      else prev.count = count;
    }
  }
  const isNamed = (s: string) => namedThings.some((n) => n === s || n.includes(s));
  // Spans of named things: a candidate may contain one whole, never cut one in two ("March in Berlin").
  const namedSpans: [number, number][] = [];
  for (const n of namedThings) {
    let at = text.indexOf(n);
    while (at >= 0) {
      namedSpans.push([at, at + n.length]);
      at = text.indexOf(n, at + 1);
    }
  }
  // A candidate may hold a whole name; it may not cut one in two or be a mere part of one ("March" of "3 March").
  const cutsName = (s: number, e: number) =>
    namedSpans.some(([a, b]) => a < e && s < b && !(s <= a && b <= e) && !(a === s && b === e));
  const intentCues = INTENTS[lang].flatMap(([, c]) => c.split('|'));
  const isIntentWord = (w: string) =>
    intentCues.some((c) => w.toLowerCase().startsWith(c) && w.length <= c.length + 4);
  let ranked = [...cands.values()].sort((a, b) => a.score - b.score || a.start - b.start);
  // Prefer longer phrases that contain a shorter, equally central one (YAKE's de-duplication).
  const chosen: typeof ranked = [];
  // German key phrases end on a noun or a number ("Lumen mit warmem" is cut short).
  const endsWell = (c: (typeof ranked)[number]) =>
    lang !== 'de' || isCap(toks[c.i + c.n - 1]!.text) || hasDigit(toks[c.i + c.n - 1]!.text);
  // "summer party in Florianópolis" places a thing; the thing is the phrase, the place a name of its own.
  const placesName = (c: (typeof ranked)[number]) =>
    toks.slice(c.i + 1, c.i + c.n).some((t, k) => {
      const before = toks[c.i + k]!;
      return isStop(before) && namedSpans.some(([a]) => a === t.start);
    });
  for (const c of ranked.filter(
    (c) =>
      endsWell(c) &&
      !placesName(c) &&
      !cutsName(c.start, toks[c.i + c.n - 1]!.end) &&
      !isIntentWord(toks[c.i]!.text) &&
      !isIntentWord(toks[c.i + c.n - 1]!.text),
  )) {
    if (chosen.length >= 6) break;
    if (chosen.some((o) => o.stems.some((s) => c.stems.includes(s)))) continue;
    chosen.push(c);
  }
  ranked = chosen;
  const keyPhrases: KeyPhrase[] = ranked.map((c) => ({
    text: c.text,
    np: nounPhrase(toks, c.i, c.n, lang, text),
    stems: c.stems,
    score: c.score,
    named: isNamed(c.text),
    date: isDate(c.text),
  }));
  for (const n of namedThings) {
    if (!keyPhrases.some((k) => k.text.includes(n))) {
      keyPhrases.push({
        text: n,
        np: null,
        stems: n.split(/\s+/).map((w) => stemOf(w.toLowerCase(), lang)),
        score: 1,
        named: true,
        date: isDate(n),
      });
    }
  }
  // Audience: the phrase after "for / für / pour / per / para" up to the chunk's end.
  let audience: string | null = null;
  const preps = new Set(AUDIENCE_PREP[lang].split('|'));
  for (let i = 0; i < toks.length - 1; i++) {
    if (!preps.has(toks[i]!.lower)) continue;
    const rest = toks.slice(i + 1).filter((t) => t.chunk === toks[i]!.chunk);
    // Only a short phrase that ends its clause; a longer one is a description ("for an app called …").
    if (rest.length > 4) continue;
    const span = rest;
    // The audience keeps its article ("pour les quartiers", "per i piccoli uffici"): it goes back after
    // the same preposition.
    while (span.length && isStop(span[span.length - 1]!)) span.pop();
    if (
      span.length &&
      !span.every((t) => isStop(t)) &&
      !span.some((t) => months.has(t.lower) || hasDigit(t.text))
    ) {
      audience = text.slice(span[0]!.start, span[span.length - 1]!.end);
      break;
    }
  }
  const fallbackTopic: KeyPhrase = {
    text: FALLBACK_TOPIC[lang],
    np: null,
    stems: [stemOf(FALLBACK_TOPIC[lang].toLowerCase(), lang)],
    score: 9,
    named: false,
    date: false,
  };
  // The topic: the best common-noun phrase (a name alone makes a poor subject line).
  // A phrase that ends in the name it describes ("coffee machine Aroma 3000"), not one that places it
  // ("summer party in Florianópolis"); never the audience ("for small offices").
  const describesName = (k: KeyPhrase) =>
    namedThings.some((n) => {
      const at = k.text.indexOf(n);
      if (at <= 0 || at + n.length !== k.text.length) return false;
      const before = k.text.slice(0, at).trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
      return !stop.has(before) && !(before in contracted);
    });
  const notAudience = (k: KeyPhrase) =>
    !audience || !(audience.includes(k.text) || k.text.includes(audience));
  const topic =
    keyPhrases.find((k) => !k.named && !k.date && describesName(k)) ??
    keyPhrases.find((k) => !k.named && !k.date && notAudience(k)) ??
    keyPhrases.find((k) => !k.named && !k.date) ??
    keyPhrases.find((k) => !k.date) ??
    keyPhrases[0] ??
    fallbackTopic;
  if (!keyPhrases.length) keyPhrases.push(fallbackTopic);

  // Intent from cue stems, in order of specificity.
  const lowers = toks.map((t) => t.lower);
  let intent: Intent = contentTypeIntent;
  outer: for (const [name, cues] of INTENTS[lang]) {
    const list = cues.split('|');
    for (const w of lowers)
      if (list.some((c) => w.startsWith(c))) {
        intent = name;
        break outer;
      }
  }

  return { language: lang, keyPhrases, namedThings, intent, audience, topic };
}

const FALLBACK_TOPIC: Record<KnownLanguage, string> = {
  en: 'this topic',
  de: 'Thema',
  fr: 'ce sujet',
  it: 'questo tema',
  pt: 'este tema',
};

/** The noun phrase around tokens i..i+n with the determiner (and pre-nominal words) it had, decontracted. */
function nounPhrase(toks: Tok[], i: number, n: number, lang: KnownLanguage, text: string): string | null {
  if (lang === 'de') return null;
  const dets = new Set(DETERMINERS[lang].split('|'));
  const dec = DECONTRACT[lang];
  const chunk = toks[i]!.chunk;
  for (let back = 1; back <= 3 && i - back >= 0; back++) {
    const t = toks[i - back]!;
    if (t.chunk !== chunk) return null;
    const lower = t.lower.replace(/'$/, '');
    if (SECOND_PERSON_DET.test(lower)) return null;
    const from = text.slice(toks[i - back + 1]?.start ?? toks[i]!.start, toks[i + n - 1]!.end);
    const rest = back === 1 ? text.slice(toks[i]!.start, toks[i + n - 1]!.end) : from;
    if (dets.has(lower)) {
      // "l'école" keeps its elision; other determiners are words of their own.
      const det = t.text.replace(/’/g, "'");
      const np = /'$/.test(det) || /^l'/i.test(t.lower) ? `${det}${rest}` : `${det.toLowerCase()} ${rest}`;
      // Italian and Portuguese possessives take an article: "(sul)la nostra macchina", "(d)a nossa".
      if ((lang === 'it' || lang === 'pt') && POSSESSIVE.test(lower)) {
        const before = toks[i - back - 1];
        const art =
          before && before.chunk === chunk
            ? (dec[before.lower] ?? (dets.has(before.lower) ? before.lower : null))
            : null;
        return art && /^(il|la|i|le|o|a|os|as)$/.test(art) ? `${art} ${np}` : null;
      }
      return np;
    }
    if (/^l'/.test(t.lower) && back === 1) return null;
    const d = dec[lower] ?? (/^(dell|all|nell|sull|dall)$/.test(lower) && lang === 'it' ? "l'" : undefined);
    if (d) return d.endsWith("'") ? `${d}${rest}` : `${d} ${rest}`;
    // Only short pre-nominal words (adjectives like "nouvelle", "nuova", "nova") may sit in between.
    if (stopWords(lang).has(lower) || back === 3) return null;
  }
  return null;
}
