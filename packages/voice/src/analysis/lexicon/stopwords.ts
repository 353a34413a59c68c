/**
 * Stop words per language (~150 each), roughly in order of frequency. The first 50 are the function words
 * of the voice-match profile; the whole list drives language detection and most_common_words.
 * Spanish is here only so that Spanish text is recognised and reported as 'other'.
 */
import type { KnownLanguage } from '../language-codes.js';

const RAW: Record<KnownLanguage | 'es', string> = {
  en: `the of and to a in is it that i you for on was with he as be at by this have from or not are but
    we they his an my all she her so if there will can what about would one their do me your up out which
    when more them some no who just like been has had than its also our into were how could then these
    only because did any other him may over such very should each most those after even here where while
    before much well both through must us off too why again own same few does being down under between
    against during until again above below further once nor myself yourself ourselves themselves itself
    himself herself theirs ours yours hers whom am having doing shall might upon every since though yet
    whether either neither per via onto toward towards within without across among around behind beyond
    still already often never always rather quite else ever`,
  de: `der die und in den von zu das mit sich des auf für ist im dem nicht ein eine als auch es an er hat
    aus bei sind war nach wird wie einer um am sie ich wir ihr du noch oder nur einen vor so zum kann bis
    durch man über dass werden diese sein hatte ihre aber dann unter zur wenn was schon mehr wo wieder
    ihm ihn uns euch mir mich dir dich sehr hier da weil denn doch ob jetzt alle dieser dieses diesem
    keine kein keinen unsere unser mein meine dein deine sein seine ihren ihrem gegen ohne zwischen
    während seit also etwa immer nun bereits einem eines habe haben hatten wurde wurden würde könnte
    sollte muss müssen soll will wollen darf dürfen nichts etwas jede jeder jedes viel viele wenig sowie
    sondern damit dazu davon dabei darauf deshalb trotzdem außerdem nämlich zwar beim vom ins aufs`,
  fr: `de la le et les des en un une du est que à il qui dans pour pas au sur ne se par plus ce avec son
    sont je nous vous elle on mais ou sa ses a été être leur leurs cette aux comme tout bien y ils elles
    lui me te moi toi mon ma mes ton ta tes notre nos votre vos cet ces si sans sous entre aussi très
    peut fait faire avoir ont avait était sera donc alors encore déjà tous toutes dont où quand parce
    car puis ni rien chaque même autre autres celui celle ceux cela ça ici là avant après depuis pendant
    chez vers contre selon jusqu lors ainsi toujours jamais peu beaucoup trop quel quelle quels quelles
    qu c d l j n s m t nos qui quoi suis es sommes êtes font vais va allons allez vont soit`,
  it: `di e il la che in a per un è non una i del le si da con sono della al lo gli ma come anche più dei
    alla nel ha ci mi se o questo cui io ne ti tu noi voi loro lui lei essere stato sua suo suoi sue
    mio mia miei mie tuo tua nostro nostra vostro vostra delle degli dal dalla dai nella nei nelle sul
    sulla sui agli alle all dell nell sull quello quella questa questi queste quelli tutto tutti tutte
    molto poi già ancora sempre mai così dove quando perché però quindi dunque tra fra senza sotto sopra
    dopo prima fino verso contro presso ogni altro altri altra altre stesso qualche nessuno niente
    hanno ho hai abbiamo avete era erano sarà siamo siete sei fa fare può possono deve devono c l d
    un' uno ecco oppure ed né cosa chi qui lì là`,
  pt: `de a o que e do da em um para é com não uma os no se na por mais as dos como mas foi ao ele das tem
    à seu sua ou ser quando muito há nos já está eu também só pelo pela até isso ela entre era depois sem
    mesmo aos ter seus suas quem nas me esse eles estão você tinha foram essa num nem meu minha têm
    numa pelos elas havia seja qual será nós tenho lhe deles essas esses pelas este fosse dele tu te
    vocês vos lhes meus minhas teu tua teus tuas nosso nossa nossos nossas dela delas esta estes estas
    aquele aquela aqueles aquelas isto aquilo estou estamos são somos sou fui vai vamos pode podem deve
    sobre sob após antes durante contra desde cada outro outra outros outras todo toda todos todas
    aqui ali lá onde porque porém então ainda sempre nunca bem assim tão`,
  es: `el la de que y en los se del las un por con no una su para es al lo como más o pero sus le ha me si
    sin sobre este ya entre cuando todo esta ser son dos también fue había era muy años hasta desde está
    mi porque qué sólo han yo hay vez puede todos así nos ni parte tiene él uno donde bien tiempo mismo
    ese ahora cada e vida otro después te otros aunque esa eso hace otra gobierno tan durante siempre día
    tanto ella tres sí dijo sido gran país según menos mundo año antes estado quiero usted ustedes`,
};

function parse(s: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of s.split(/\s+/)) {
    if (w && !seen.has(w)) {
      seen.add(w);
      out.push(w);
    }
  }
  return out;
}

export const STOPWORD_LISTS: Record<KnownLanguage | 'es', readonly string[]> = {
  en: parse(RAW.en),
  de: parse(RAW.de),
  fr: parse(RAW.fr),
  it: parse(RAW.it),
  pt: parse(RAW.pt),
  es: parse(RAW.es),
};

export const STOPWORDS: Record<KnownLanguage | 'es', ReadonlySet<string>> = {
  en: new Set(STOPWORD_LISTS.en),
  de: new Set(STOPWORD_LISTS.de),
  fr: new Set(STOPWORD_LISTS.fr),
  it: new Set(STOPWORD_LISTS.it),
  pt: new Set(STOPWORD_LISTS.pt),
  es: new Set(STOPWORD_LISTS.es),
};

/** The ~50 most frequent function words per language, for the function-word profile of voice match. */
export const FUNCTION_WORDS: Record<KnownLanguage, readonly string[]> = {
  en: STOPWORD_LISTS.en.slice(0, 50),
  de: STOPWORD_LISTS.de.slice(0, 50),
  fr: STOPWORD_LISTS.fr.slice(0, 50),
  it: STOPWORD_LISTS.it.slice(0, 50),
  pt: STOPWORD_LISTS.pt.slice(0, 50),
};

/** Any language's stop words, for texts whose language is 'other'. */
export const ALL_STOPWORDS: ReadonlySet<string> = new Set(
  Object.values(STOPWORD_LISTS).flatMap((l) => l as string[]),
);
