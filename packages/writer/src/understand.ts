/**
 * Prompt understanding, per language: key phrases (a YAKE-style scorer over the voice engine's stop
 * words, grouped by snowball stems), named things (names, quoted titles, numbers, dates, places), the
 * intent, the audience and, for fr/it/pt/en, the noun phrase with the determiner it had in the prompt.
 *
 * The subject is what the prompt is about, not the kind of text it asks for: "newsletter" in "Write a
 * newsletter" names the format and is dropped, in "a weekly newsletter" or "our newsletter" it is the
 * subject. A prompt with no subject ("Write a blog post") has none (`subject: false`), and the writer
 * uses lines that need none — never a placeholder word. A prompt written in another language than the
 * output is understood in its own language; its phrases are then quoted as they are (`foreign`).
 */
import type { Language } from '@inkprint/shared';
import { detectLanguage } from '@inkprint/voice';
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
  /** The output language. */
  language: Language;
  /** The language the prompt was understood in (the output language unless it is clearly another). */
  source: Language;
  /** The prompt is in another language than the output: its phrases are quoted, never inflected or framed. */
  foreign: boolean;
  /** The prompt names a subject; false for a bare instruction ("Write a blog post"). */
  subject: boolean;
  keyPhrases: KeyPhrase[];
  /** Things the output must name: proper names, quoted titles, numbers, dates, places. */
  namedThings: string[];
  intent: Intent;
  audience: string | null;
  /** The main subject: the best key phrase; with `subject: false`, an empty phrase no pattern may print. */
  topic: KeyPhrase;
}

/**
 * Words of the instruction itself ("write … about", "five … for"), never in a key phrase: instruction
 * verbs, "about", number words and time words ("next week"); list frames are in FRAMES.
 */
const INSTRUCTION: Record<KnownLanguage, string> = {
  en: 'via|write|writing|create|creating|draft|drafting|compose|composing|make|generate|generating|give|short|long|please|about|regarding|words|word|everyone|everybody|anyone|announce|one|two|three|four|five|six|seven|eight|nine|ten|twelve|next|week|weeks|weekend|month|year|today|tomorrow|tonight',
  de: 'via|schreibe|schreib|schreiben|erstelle|erstellen|verfasse|verfassen|formuliere|bitte|kurzen|kurze|kurzer|über|wörter|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|nächste|nächsten|nächster|woche|wochen|wochenende|monat|jahr|heute|morgen',
  fr: 'via|écris|écrire|écrivez|rédige|rédigez|rédiger|crée|créez|créer|court|courte|sur|propos|mots|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|prochaine|prochain|semaine|mois|année|aujourd|demain',
  it: 'via|scrivi|scrivere|scriva|crea|creare|redigi|prepara|breve|riguardo|parole|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|prossima|prossimo|settimana|mese|anno|oggi|domani',
  pt: 'via|escreva|escrever|escreve|crie|criar|redija|prepare|curto|curta|sobre|palavras|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|próxima|próximo|semana|mês|ano|hoje|amanhã',
};

/** List frames ("five tips for …"): never in a key phrase, and their "for" is a purpose, not an audience. */
const FRAMES: Record<KnownLanguage, string> = {
  en: 'tips|tip|ideas|ways|reasons|steps|tricks|hacks|secrets|mistakes|things',
  de: 'tipps|tipp|ideen|gründe|schritte|tricks|fehler|dinge',
  fr: 'conseils|conseil|astuces|astuce|idées|raisons|étapes|erreurs|choses|façons',
  it: 'consigli|consiglio|idee|motivi|passi|trucchi|errori|cose|modi',
  pt: 'dicas|dica|ideias|motivos|passos|truques|erros|coisas|maneiras',
};

/**
 * Names of the kind of text asked for (their words without stop words: "article de blog" is "article
 * blog"). They are the format, not the subject, when they are the object of the instruction ("Write a
 * newsletter", "Blog post: …", "Publication pour les réseaux sociaux"); words of them belong to the
 * subject when qualified or owned ("a weekly newsletter", "our new product", "email marketing", "about
 * the newsletter").
 */
const FORMAT: Record<KnownLanguage, string> = {
  en: 'blog post|blog posts|blog article|blog|post|posts|article|email|e-mail|mail|newsletter|social media post|social media|social post|marketing copy|marketing text|copy|text|product description|description|piece|tweet|linkedin post|instagram post|announcement',
  de: 'blogbeitrag|blogartikel|beitrag|artikel|e-mail|email|mail|newsletter|social-media-beitrag|social-media-post|post|posting|werbetext|text|produktbeschreibung|beschreibung',
  fr: 'article blog|billet blog|article|billet|blog|publication|post|e-mail|email|mail|courriel|newsletter|texte marketing|texte|description produit|description|réseaux sociaux|publication réseaux sociaux',
  it: 'articolo blog|articolo|blog|post|post social|e-mail|email|mail|newsletter|testo marketing|testo|descrizione prodotto|descrizione|social',
  pt: 'post blog|artigo blog|artigo|blog|post|e-mail|email|mail|newsletter|texto marketing|texto|descrição produto|descrição|redes sociais|post redes sociais',
};

/** Prepositions that place or accompany a thing ("in our shop", "dans notre boutique"): they end a phrase. */
const LOCATIVE: Record<KnownLanguage, string> = {
  en: 'in|at|on|with|by|into|during',
  de: 'in|im|mit|bei|beim|am|auf|aus|während',
  fr: 'dans|chez|avec|par|pendant',
  it: 'nel|nella|nei|nelle|nello|negli|con|tra|fra|presso|durante',
  pt: 'em|no|na|nos|nas|com|entre|durante',
};

/** Words after which the subject follows ("about …"); after an invitation "to …", after thanks "for …". */
const SUBJECT_MARK: Record<KnownLanguage, { about: string; invite: string; thank: string }> = {
  en: { about: 'about|regarding', invite: 'to', thank: 'for' },
  de: { about: 'über|zum|zur', invite: 'zu|zum|zur', thank: 'für' },
  fr: { about: 'sur|propos|concernant|sujet', invite: 'à|au|aux', thank: 'pour' },
  it: {
    about: 'su|sul|sulla|sullo|sui|sulle|riguardo|circa',
    invite: 'a|al|alla|allo|ai|alle',
    thank: 'per',
  },
  pt: { about: 'sobre|acerca', invite: 'para|ao|à|aos|às', thank: 'por|pelo|pela|pelos|pelas' },
};
/** Verbs of inviting and thanking, as lower-case prefixes (their "to"/"for" introduces the subject). */
const INVITE_VERB: Record<KnownLanguage, RegExp> = {
  en: /^(invit|welcom)/,
  de: /^(lad|einlad)/,
  fr: /^invit/,
  it: /^invit/,
  pt: /^convid/,
};
const THANK_VERB: Record<KnownLanguage, RegExp> = {
  en: /^(thank|grateful)/,
  de: /^(dank|bedank)/,
  fr: /^remerci/,
  it: /^ringrazi/,
  pt: /^agrade[cç]/,
};
/** Singular determiners: after a format's "for", they open its subject ("for the Lumen lamp", "pour le sac"). */
const SINGULAR_DET: Record<KnownLanguage, RegExp> = {
  en: /^(the|a|an|our|my|this)$/,
  de: /^(den|die|das|dem|der|einen|eine|ein|einem|einer|unseren|unsere|unser|unserem|unserer)$/,
  fr: /^(le|la|l'|un|une|notre|mon|ma|ce|cet|cette)$/,
  it: /^(il|lo|la|l'|un|uno|una|un'|nostro|nostra)$/,
  pt: /^(o|a|um|uma|nosso|nossa|este|esta)$/,
};
/** How a text is sent ("by email", "per E-Mail", "par e-mail"): the format after it is no subject. */
const MEANS = /^(by|via|per|par|por)$/;
/** Infinitives after "for" ("pour annoncer", "per invitare", "para convidar"): a purpose, not an audience. */
const INFINITIVE: Record<KnownLanguage, RegExp> = {
  en: /^to$/,
  de: /^zu$/,
  fr: /^\p{L}+(er|ir|re)$/u,
  it: /^\p{L}+(are|ere|ire)$/u,
  pt: /^\p{L}+(ar|er|ir)$/u,
};
/** The preposition after a format that names who receives it ("Email to customers"). */
const RECIPIENT_PREP: Record<KnownLanguage, string> = {
  en: 'to',
  de: 'an',
  fr: 'à|au|aux',
  it: 'a|al|ai|agli|alla|alle',
  pt: 'a|ao|aos|à|às|para',
};
/** Possessives: a format word after one is owned, hence a subject ("our newsletter", "unser Newsletter"). */
const POSSESSIVE_DET =
  /^(our|my|their|unser|unsere|unseren|unserem|unserer|unseres|mein|meine|meinen|meinem|meiner|meines|notre|nos|mon|ma|mes|nostro|nostra|nostri|nostre|mio|mia|miei|mie|nosso|nossa|nossos|nossas|meu|minha|meus|minhas)$/;
/** Relative pronouns: what follows describes the subject ("a newsletter that people read"). */
const RELATIVE: Record<KnownLanguage, string> = {
  en: 'that|which|who|whom|whose',
  de: 'welche|welcher|welches|welchen',
  fr: 'qui|que|qu|dont|où',
  it: 'che|cui',
  pt: 'que|quem|cujo|cuja|onde',
};
/** Comparatives: "for better email marketing" is a purpose, not an audience. */
const COMPARATIVE =
  /^(better|more|less|faster|easier|bessere|besseren|besserer|besseres|mehr|weniger|meilleur|meilleure|meilleurs|meilleures|plus|moins|migliore|migliori|più|meno|melhor|melhores|mais|menos)$/;
/**
 * Intent cues that name a thing ("workshop", "Angebot", "atelier"): they may end or start a key phrase
 * ("spring sourdough workshop"); the other cues (verbs, "new", "how", "tips") may not.
 */
const NOUN_CUES: Record<KnownLanguage, string> = {
  en: 'event|workshop|webinar|meetup|party|feedback|survey|opinion|question|sale|discount|offer|deal|price|order|shop|guide|lesson',
  de: 'veranstaltung|workshop|webinar|treffen|feier|feedback|umfrage|meinung|frage|angebot|rabatt|aktion|preis|sonderangebot|ratgeber|anleitung',
  fr: 'événement|atelier|webinaire|rencontre|fête|soirée|avis|enquête|sondage|question|offre|promo|réduction|soldes|prix|boutique|guide',
  it: 'evento|workshop|webinar|incontro|festa|serata|parere|sondaggio|domand|offert|sconto|saldi|prezzo|promozion|guida',
  pt: 'evento|workshop|webinar|encontro|festa|opinião|pesquisa|feedback|oferta|desconto|promoção|preço|loja|guia',
};
/** English verbs that are nouns too ("remote work", "customer help"): never first in a phrase, fine last. */
const NOUN_VERBS = new Set(['work', 'help', 'use', 'run', 'need']);

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
    ['announce', 'ankündig|kündig|neu|vorstell|einführ|start|eröffn|launch'],
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
    ['thank', 'agradec|agradeç|obrigad|gratidão'],
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

const LANGS: KnownLanguage[] = ['en', 'de', 'fr', 'it', 'pt'];

/**
 * The language a prompt is written in, for understanding it: the output language unless the prompt's
 * words (stop words, instruction and format words) clearly belong to another one, by two words or more,
 * or the language detector is sure of another one that the prompt's words favour too.
 */
export function promptLanguage(prompt: string, output: Language): Language {
  const words = (prompt ?? '').toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  if (!words.length) return output;
  const known = (l: KnownLanguage) => {
    const own = new Set([
      ...INSTRUCTION[l].split('|'),
      ...FRAMES[l].split('|'),
      ...FORMAT[l].split(/[| ]/),
      ...VERBS[l].split('|'),
      ...AUDIENCE_PREP[l].split('|'),
    ]);
    const stop = stopWords(l);
    return (w: string) => stop.has(w) || own.has(w);
  };
  const isOut = known(output);
  let best: { lang: KnownLanguage; only: number; against: number; all: number } | null = null;
  for (const l of LANGS) {
    if (l === output) continue;
    const isL = known(l);
    // Words only this language has ("write"), against words only the output language has ("sul").
    const only = words.filter((w) => isL(w) && !isOut(w)).length;
    const against = words.filter((w) => isOut(w) && !isL(w)).length;
    const all = words.filter(isL).length;
    if (!best || only - against > best.only - best.against) best = { lang: l, only, against, all };
  }
  if (
    best &&
    ((best.only >= 2 && best.only >= best.against + 2) ||
      (best.only >= 1 && best.against === 0 && best.all >= 2))
  )
    return best.lang;
  const detected = detectLanguage(prompt);
  if (best && detected.language === best.lang && detected.confidence >= 0.5 && best.only > best.against)
    return detected.language;
  return output;
}

/** Understand a prompt for a text in `output` (in the prompt's own language when that is another). */
export function understandPrompt(
  prompt: string,
  output: Language,
  contentTypeIntent: Intent,
): PromptUnderstanding {
  const text = (prompt ?? '').replace(/\s+/g, ' ').trim();
  const lang = promptLanguage(text, output);
  const foreign = lang !== output;
  const toks = tokenize(text, lang === 'fr' || lang === 'it');
  const stop = stopSet(lang);
  const nounVerbs = lang === 'en' ? NOUN_VERBS : new Set<string>();
  const frames = new Set(FRAMES[lang].split('|'));
  const instruction = new Set([
    ...INSTRUCTION[lang].split('|'),
    ...frames,
    ...SUBJECT_MARK[lang].about.split('|'),
    ...VERBS[lang].split('|').filter((v) => !nounVerbs.has(v)),
    ...AUDIENCE_PREP[lang].split('|'),
  ]);
  const formatPhrases = new Set(FORMAT[lang].split('|'));
  const format = new Set([...formatPhrases].flatMap((f) => f.split(' ')));
  const locative = new Set(LOCATIVE[lang].split('|'));
  const months = new Set(MONTHS[lang].split('|'));
  const contracted = DECONTRACT[lang];
  const determiners = new Set(DETERMINERS[lang].split('|').filter(Boolean));
  const isStop = (t: Tok) =>
    stop.has(t.lower) ||
    determiners.has(t.lower) ||
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
      (isCap(t.text) &&
        !t.sentenceStart &&
        !stop.has(t.lower) &&
        !instruction.has(t.lower) &&
        !format.has(t.lower) &&
        lang !== 'de');
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

  // Where the subject is announced: after "about", after an invitation's "to", after thanks' "for".
  const marks = SUBJECT_MARK[lang];
  const aboutWords = new Set(marks.about.split('|'));
  const inviteWords = new Set(marks.invite.split('|'));
  const thankWords = new Set(marks.thank.split('|'));
  const markers = new Set<number>();
  toks.forEach((t, i) => {
    const before = toks.slice(0, i).filter((b) => b.sentence === t.sentence);
    // The first "to" after an invitation, the first "for" after thanks ("Thank the team for X for Y").
    const firstAfter = (verb: RegExp, words: Set<string>) => {
      const v = before.findIndex((b) => verb.test(b.lower));
      return v >= 0 && !before.slice(v + 1).some((b) => words.has(b.lower));
    };
    if (
      aboutWords.has(t.lower) ||
      (inviteWords.has(t.lower) && firstAfter(INVITE_VERB[lang], inviteWords)) ||
      (thankWords.has(t.lower) &&
        firstAfter(THANK_VERB[lang], thankWords) &&
        !format.has(toks[i + 1]?.lower ?? '')) ||
      // "Product description for the Lumen lamp", "Werbetext für unseren Frühjahrsverkauf": the format's
      // "for" names its subject; before a bare or plural noun it names readers ("a post for beginners").
      (AUDIENCE_PREP[lang].split('|')[0] === t.lower &&
        i > 0 &&
        format.has(toks[i - 1]!.lower) &&
        !!toks[i + 1] &&
        (SINGULAR_DET[lang].test(toks[i + 1]!.lower) || isCap(toks[i + 1]!.text)) &&
        !(lang === 'de' && isCap(toks[i + 1]!.text) && !hasDigit(toks[i + 1]!.text)))
    )
      markers.add(i);
  });
  const firstMarker = markers.size ? Math.min(...markers) : -1;
  // What a relative clause says describes the subject ("a newsletter that people actually read").
  const relatives = new Set(RELATIVE[lang].split('|'));
  const inRelative = toks.map((t, i) =>
    toks.slice(0, i).some((b) => b.chunk === t.chunk && relatives.has(b.lower)),
  );
  /**
   * The kind of text asked for, not its subject: format words only, not owned ("our newsletter") and not
   * after "about", with nothing but instruction, stop and format words before them in their sentence.
   */
  const formatObject = (i: number, n: number) => {
    const span = toks.slice(i, i + n);
    if (isStop(span[0]!) || isStop(span[n - 1]!)) return false;
    const words = span.filter((t) => !isStop(t)).map((t) => t.lower);
    if (!formatPhrases.has(words.join(' '))) return false;
    if (i > 0 && POSSESSIVE_DET.test(toks[i - 1]!.lower)) return false;
    if (i > 0 && MEANS.test(toks[i - 1]!.lower)) return true;
    if (firstMarker >= 0 && i > firstMarker) return false;
    return toks
      .slice(0, i)
      .filter((t) => t.sentence === span[0]!.sentence)
      .every((t) => isStop(t) || format.has(t.lower));
  };

  // Tokens of the format asked for ("Social media post", "Marketing copy"): no part of any phrase's edge.
  const formatTok = new Set<number>();
  for (let i = 0; i < toks.length; i++)
    for (let n = Math.min(5, toks.length - i); n >= 1; n--)
      if (formatObject(i, n)) {
        for (let k = 0; k < n; k++) formatTok.add(i + k);
        break;
      }
  /** Only format words, or a format at the head of a longer phrase, then a preposition ("Email to …"). */
  const leadsWithFormat = (i: number, n: number) => {
    if (toks.slice(i, i + n).every((t, k) => formatTok.has(i + k) || isStop(t))) return true;
    for (let m = 1; m < n; m++) if (isStop(toks[i + m]!) && formatTok.has(i + m - 1)) return true;
    return false;
  };
  // Who a format is sent to ("Email to customers", "E-Mail an das Team", "E-mail aux clients"): readers.
  const toPreps = new Set(RECIPIENT_PREP[lang].split('|'));
  const addressed = new Set<number>();
  toks.forEach((t, i) => {
    if (!toPreps.has(t.lower) || !formatTok.has(i - 1) || markers.has(i)) return;
    for (let j = i + 1; j < toks.length && toks[j]!.chunk === t.chunk; j++) {
      const u = toks[j]!;
      if (determiners.has(u.lower)) continue;
      if (isStop(u) || VERBS[lang].split('|').includes(u.lower) || /ing$/.test(u.lower)) break;
      addressed.add(j);
    }
  });
  /**
   * The one addressed ("Tell customers about …", "Thank the team for …", "Invite everyone to …"): right
   * after the instruction's verb and before the word that announces the subject. Not a key phrase.
   */
  const isRecipient = (i: number, n: number) => {
    if (firstMarker < 0 || i + n - 1 >= firstMarker || toks[i]!.sentence !== toks[firstMarker]!.sentence)
      return false;
    for (let j = i - 1; j >= 0 && toks[j]!.sentence === toks[i]!.sentence; j--) {
      const t = toks[j]!;
      if (determiners.has(t.lower) || stop.has(t.lower)) continue;
      return instruction.has(t.lower) || VERBS[lang].split('|').includes(t.lower);
    }
    return false;
  };
  // Words of a place or an accompaniment ("im Hotel Seeblick", "in our shop", "with warm light").
  const placedTok = new Set<number>();
  toks.forEach((t, i) => {
    // "feedback on the new booking portal": "on" ends a phrase but places nothing.
    if (!locative.has(t.lower) || t.lower === 'on') return;
    for (let j = i + 1; j < toks.length && toks[j]!.chunk === t.chunk; j++) {
      const u = toks[j]!;
      if (determiners.has(u.lower) || DE_DETERMINER.test(u.lower)) continue;
      if (isStop(u)) break;
      placedTok.add(j);
    }
  });
  // "How to plan a garden": the verb after "how to" is no part of the subject.
  const howToVerb = new Set<number>();
  if (lang === 'en')
    toks.forEach((t, i) => {
      if (t.lower === 'how' && toks[i + 1]?.lower === 'to' && toks[i + 2]) howToVerb.add(i + 2);
    });

  // Candidates: 1–4 word n-grams within one chunk, no stop word at either edge.
  const cands = new Map<
    string,
    {
      text: string;
      stems: string[];
      score: number;
      start: number;
      i: number;
      n: number;
      count: number;
      /** Who is addressed ("Tell customers about …"): a key phrase only when nothing else is. */
      recipient: boolean;
    }
  >();
  for (let i = 0; i < toks.length; i++) {
    for (let n = 1; n <= 5 && i + n <= toks.length; n++) {
      const span = toks.slice(i, i + n);
      if (span.some((t) => t.chunk !== span[0]!.chunk)) break;
      if (isStop(span[0]!) || isStop(span[n - 1]!)) continue;
      if (span.some((t) => instruction.has(t.lower))) break;
      // A relative clause describes the phrase before it; it is no part of it. Nor is a place ("in our
      // shop"), or what comes after the word that announces the subject.
      if (span.slice(1).some((t) => relatives.has(t.lower) || locative.has(t.lower))) break;
      if (span.some((_, k) => markers.has(i + k) || howToVerb.has(i + k))) break;
      // German phrases start on a noun or a name: an inflected adjective in front ("besseren Newsletter")
      // would be quoted in the wrong case.
      if (lang === 'de' && !isCap(span[0]!.text) && !hasDigit(span[0]!.text)) continue;
      if (nounVerbs.has(span[0]!.lower) || formatObject(i, n) || leadsWithFormat(i, n)) continue;
      const recipient = isRecipient(i, n) || span.some((_, k) => addressed.has(i + k));
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
      // After "about" (or an invitation's "to") comes the subject; a relative clause only describes it.
      // Right after it (only stop words between) most of all.
      const marked =
        firstMarker >= 0 && i > firstMarker
          ? toks.slice(firstMarker + 1, i).every((t) => isStop(t))
            ? 0.3
            : 0.6
          : 1;
      const relative = inRelative[i] ? 100 : 1;
      // A place ("in unserem Laden", "nel nostro negozio") says where, not what.
      const placed = placedTok.has(i) ? 20 : 1;
      const score = (prod / (count * (1 + sum))) * position * marked * relative * placed;
      if (!prev || score < prev.score)
        cands.set(key, { text: surface, stems, score, start: span[0]!.start, i, n, count, recipient });
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
  // Intent cues that are verbs, "new", "how"… never start or end a phrase; those that name a thing may.
  const nounCues = new Set(NOUN_CUES[lang].split('|'));
  const intentCues = INTENTS[lang].flatMap(([, c]) => c.split('|')).filter((c) => !nounCues.has(c));
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
  // A phrase inside a relative clause ("that people actually read"), or the one addressed, only when
  // there is nothing else (but names and dates).
  const fit = ranked.filter(
    (c) =>
      endsWell(c) &&
      !placesName(c) &&
      !cutsName(c.start, toks[c.i + c.n - 1]!.end) &&
      !isIntentWord(toks[c.i]!.text) &&
      !isIntentWord(toks[c.i + c.n - 1]!.text),
  );
  const outsideRelative = fit.some((c) => !inRelative[c.i]);
  const beyondRecipients = fit.some((c) => !c.recipient && !isDate(c.text) && !isNamed(c.text));
  for (const c of fit.filter(
    (c) => !(outsideRelative && inRelative[c.i]) && !(beyondRecipients && c.recipient),
  )) {
    if (chosen.length >= 6) break;
    if (chosen.some((o) => o.stems.some((s) => c.stems.includes(s)))) continue;
    chosen.push(c);
  }
  ranked = chosen;
  const found: KeyPhrase[] = ranked.map((c) => ({
    text: c.text,
    // A determiner of another language would not fit the output's sentences.
    np: foreign ? null : nounPhrase(toks, c.i, c.n, lang, text),
    stems: c.stems,
    score: c.score,
    named: isNamed(c.text),
    date: isDate(c.text),
  }));
  for (const n of namedThings) {
    if (!found.some((k) => k.text.includes(n))) {
      found.push({
        text: n,
        np: null,
        stems: n.split(/\s+/).map((w) => stemOf(w.toLowerCase(), lang)),
        score: 1,
        named: true,
        date: isDate(n),
      });
    }
  }
  // Audience: the phrase after "for / für / pour / per / para" up to the chunk's end — unless that "for"
  // announces the subject (a format's or a thank-you's "for"), a purpose ("tips for …", "for better …",
  // "for writing …") or a thing with a name ("for the Northwind Backpack"). In a prompt of another
  // language there is none: it could not follow the output language's preposition.
  let audienceSpan: string | null = null;
  const preps = new Set(AUDIENCE_PREP[lang].split('|'));
  for (let i = 0; i < toks.length - 1; i++) {
    if (!preps.has(toks[i]!.lower) || markers.has(i)) continue;
    const prev = toks[i - 1];
    if (prev && prev.chunk === toks[i]!.chunk && frames.has(prev.lower)) continue;
    const rest: Tok[] = [];
    for (let j = i + 1; j < toks.length && toks[j]!.chunk === toks[i]!.chunk; j++) {
      const t = toks[j]!;
      // "for beginners about sourdough": the audience ends where the subject is announced.
      if (markers.has(j) || (instruction.has(t.lower) && !preps.has(t.lower)) || relatives.has(t.lower))
        break;
      rest.push(t);
    }
    // Only a short phrase that ends its clause; a longer one is a description ("for an app called …").
    if (rest.length > 4) continue;
    const span = rest;
    // The audience keeps its article ("pour les quartiers", "per i piccoli uffici"): it goes back after
    // the same preposition.
    while (span.length && isStop(span[span.length - 1]!)) span.pop();
    const first = span.find((t) => !isStop(t));
    if (
      span.length &&
      first &&
      !(span[0] === first && INFINITIVE[lang].test(first.lower)) &&
      !COMPARATIVE.test(first.lower) &&
      !(lang === 'en' && /ing$/.test(first.lower)) &&
      !span.some((t) => format.has(t.lower)) &&
      !span.some((t) => namedSpans.some(([a, b]) => t.start >= a && t.end <= b)) &&
      !span.some((t) => months.has(t.lower) || hasDigit(t.text))
    ) {
      audienceSpan = text.slice(span[0]!.start, span[span.length - 1]!.end);
      break;
    }
  }
  const audience = foreign ? null : audienceSpan;
  // The audience is who reads, never what the text is about: its words are no key phrase.
  const overlapsAudience = (k: KeyPhrase) =>
    !!audienceSpan && !k.named && (audienceSpan.includes(k.text) || k.text.includes(audienceSpan));
  const keyPhrases = found.filter((k) => !overlapsAudience(k));
  const subject = keyPhrases.length > 0;
  const noSubject: KeyPhrase = { text: '', np: null, stems: [], score: 9, named: false, date: false };
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
  const topic =
    keyPhrases.find((k) => !k.named && !k.date && describesName(k)) ??
    keyPhrases.find((k) => !k.named && !k.date) ??
    keyPhrases.find((k) => !k.date) ??
    keyPhrases[0] ??
    noSubject;

  // Intent from cue stems, in order of specificity.
  // Format words name the text, not its purpose ("newsletter" is no "new").
  const lowers = toks.map((t) => t.lower).filter((w) => !format.has(w));
  let intent: Intent = contentTypeIntent;
  outer: for (const [name, cues] of INTENTS[lang]) {
    const list = cues.split('|');
    for (const w of lowers)
      if (list.some((c) => w.startsWith(c))) {
        intent = name;
        break outer;
      }
  }

  return {
    language: output,
    source: lang,
    foreign,
    subject,
    keyPhrases,
    namedThings,
    intent,
    audience,
    topic,
  };
}

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
