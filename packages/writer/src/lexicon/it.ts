/** Italian words for understanding a prompt (see `types.ts` for what each table means). */
import type { Lexicon } from './types.js';

export const it: Lexicon = {
  instruction:
    'via|scrivi|scrivere|scriva|crea|creare|redigi|prepara|breve|riguardo|parole|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|prossima|prossimo|settimana|mese|anno|oggi|domani',
  frames: 'consigli|consiglio|idee|motivi|passi|trucchi|errori|cose|modi',
  format:
    'articolo blog|articolo|blog|post|post social|e-mail|email|mail|newsletter|testo marketing|testo|descrizione prodotto|descrizione|social',
  locative: 'nel|nella|nei|nelle|nello|negli|con|tra|fra|presso|durante',
  subjectMark: {
    about: 'su|sul|sulla|sullo|sui|sulle|riguardo|circa',
    invite: 'a|al|alla|allo|ai|alle',
    thank: 'per',
  },
  inviteVerb: /^invit/,
  thankVerb: /^ringrazi/,
  singularDeterminer: /^(il|lo|la|l'|un|uno|una|un'|nostro|nostra)$/,
  means: 'per',
  infinitive: /^\p{L}+(are|ere|ire)$/u,
  recipientPrep: 'a|al|ai|agli|alla|alle',
  possessives: 'nostro|nostra|nostri|nostre|mio|mia|miei|mie',
  possessiveTakesArticle: true,
  relative: 'che|cui',
  comparatives: 'migliore|migliori|più|meno',
  nounCues:
    'evento|workshop|webinar|incontro|festa|serata|parere|sondaggio|domand|offert|sconto|saldi|prezzo|promozion|guida',
  nounVerbs: [],
  months:
    'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica',
  verbs:
    'è|sono|funziona|aiuta|fa|va|descrivi|descrivere|spiega|spiegare|ringrazia|invita|annuncia|chiedi|informa|per',
  intents: [
    ['invite', 'invit|evento|workshop|webinar|incontro|festa|iscri|partecip|serata'],
    ['thank', 'ringrazi|grazie|gratitudine'],
    ['ask', 'chied|richiest|parere|sondaggio|opinion|domand|feedback'],
    ['promote', 'offert|sconto|saldi|acquist|compra|prezzo|ordin|promozion'],
    ['explain', 'spieg|come|perché|consigl|guida|impar|vantagg'],
    ['announce', 'annunc|lanci|nuov|present|apertur|inaugur'],
  ],
  audiencePrep: 'per',
  determiners:
    'il|lo|la|i|gli|le|l|un|uno|una|un|nostro|nostra|nostri|nostre|mio|mia|miei|mie|questo|questa|questi|queste',
  secondPersonDeterminers: 'tuo|tua|tuoi|tue|suo|sua',
  decontract: Object.fromEntries(
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
  elidedArticlePreposition: /^(dell|all|nell|sull|dall)$/,
  elides: true,
  nounPhrases: true,
};
