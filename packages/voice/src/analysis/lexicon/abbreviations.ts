/**
 * Abbreviations that end in a full stop without ending a sentence, per language (lower case, without the
 * final dot). Intl.Segmenter breaks after all of these, so splitSentences re-joins them.
 */
import type { DetectedLanguage } from '../language-codes.js';

const COMMON = 'etc ca cf vs vol nr no n° nº p pp fig art cap';

const RAW: Record<DetectedLanguage, string> = {
  en: `mr mrs ms dr prof sr jr st mt ft gen gov sen rep rev capt col lt sgt e.g i.e approx dept est inc ltd co
    corp al jan feb mar apr jun jul aug sep sept oct nov dec min max tel ave blvd`,
  de: `bzw usw vgl dr prof hr fr str tel evtl ggf inkl zzgl abs bspw sog geb jh jhd mio mrd jan feb märz apr aug
    sept okt nov dez allg bd bzgl dipl ing mag z.b d.h u.a o.ä u.ä s.o s.u u.u z.t i.d.r m.e n.chr v.chr
    max min st mind ugs urspr verh zit`,
  fr: `m mm mme mlle mmes dr pr st ste ex env apr av boul bd chap janv févr avr juil sept oct nov déc éd
    coll suiv cie ss`,
  it: `sig sigg dott dr prof avv ing geom arch ecc es pag sgg sec rag on gen mons sen dott.ssa sig.ra prof.ssa
    gen feb mar apr giu lug ago set ott dic tel`,
  pt: `sr sra srs sras dr dra prof profa ex pág av r lda v.exa exmo exma eng arq jan fev mar abr mai jun jul
    ago set out dez tel sto sta`,
  other: '',
};

export const ABBREVIATIONS: Record<DetectedLanguage, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(RAW).map(([lang, list]) => [
    lang,
    new Set(`${COMMON} ${list}`.split(/\s+/).filter(Boolean)),
  ]),
) as unknown as Record<DetectedLanguage, ReadonlySet<string>>;

/** Month names: "3. Mai", "le 3. mai" style ordinals are followed by one of these. */
export const MONTHS: ReadonlySet<string> = new Set(
  `january february march april may june july august september october november december
  januar jänner februar märz april mai juni juli august september oktober november dezember
  janvier février mars avril mai juin juillet août septembre octobre novembre décembre
  gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre
  janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro`.split(/\s+/),
);
