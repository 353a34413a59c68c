/** German words for understanding a prompt (see `types.ts` for what each table means). */
import type { Lexicon } from './types.js';

export const de: Lexicon = {
  instruction:
    'via|schreibe|schreib|schreiben|erstelle|erstellen|verfasse|verfassen|formuliere|bitte|kurzen|kurze|kurzer|über|wörter|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|nächste|nächsten|nächster|woche|wochen|wochenende|monat|jahr|heute|morgen',
  frames: 'tipps|tipp|ideen|gründe|schritte|tricks|fehler|dinge',
  format:
    'blogbeitrag|blogartikel|beitrag|artikel|e-mail|email|mail|newsletter|social-media-beitrag|social-media-post|post|posting|werbetext|text|produktbeschreibung|beschreibung',
  locative: 'in|im|mit|bei|beim|am|auf|aus|während',
  subjectMark: { about: 'über|zum|zur', invite: 'zu|zum|zur', thank: 'für' },
  inviteVerb: /^(lad|einlad)/,
  thankVerb: /^(dank|bedank)/,
  singularDeterminer:
    /^(den|die|das|dem|der|einen|eine|ein|einem|einer|unseren|unsere|unser|unserem|unserer)$/,
  means: 'per',
  infinitive: /^zu$/,
  recipientPrep: 'an',
  possessives: 'unser|unsere|unseren|unserem|unserer|unseres|mein|meine|meinen|meinem|meiner|meines',
  possessiveTakesArticle: false,
  relative: 'welche|welcher|welches|welchen',
  comparatives: 'bessere|besseren|besserer|besseres|mehr|weniger',
  nounCues:
    'veranstaltung|workshop|webinar|treffen|feier|feedback|umfrage|meinung|frage|angebot|rabatt|aktion|preis|sonderangebot|ratgeber|anleitung',
  nounVerbs: [],
  months:
    'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag',
  verbs:
    'ist|sind|war|funktioniert|funktionieren|gelingt|hilft|macht|geht|braucht|beschreibe|beschreiben|erkläre|erklären|bedanke|danke|lade|informiere|kündige|bitte',
  intents: [
    ['invite', 'einlad|einladung|veranstaltung|workshop|webinar|treffen|feier|anmeld|teilnehm'],
    ['thank', 'dank|bedank'],
    ['ask', 'bitt|feedback|umfrage|meinung|frage'],
    ['promote', 'angebot|rabatt|kaufen|aktion|preis|bestell|sonderangebot|werb'],
    ['explain', 'erklär|wie|warum|tipps|tipp|ratgeber|anleitung|lern|vorteil'],
    ['announce', 'ankündig|kündig|neu|vorstell|einführ|start|eröffn|launch'],
  ],
  audiencePrep: 'für|an',
  determiners: '',
  determinerPattern:
    /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|(mein|dein|sein|ihr|unser|euer|eur|kein|dies|jed|welch|manch)(e|en|em|er|es)?)$/,
  secondPersonDeterminers: '',
  decontract: {},
  elides: false,
  nounPhrases: false,
  capitalNouns: {
    placeAfter: /^(in|nach|aus|bei)$/,
    notPlace: /(ung|heit|keit|schaft|tion|ät|ik|ismus|chen|lein)$/,
    notName: /(ung|heit|keit|schaft|tion)$/,
  },
};
