/** French words for understanding a prompt (see `types.ts` for what each table means). */
import type { Lexicon } from './types.js';

export const fr: Lexicon = {
  instruction:
    'via|écris|écrire|écrivez|rédige|rédigez|rédiger|crée|créez|créer|court|courte|sur|propos|mots|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|prochaine|prochain|semaine|mois|année|aujourd|demain',
  frames: 'conseils|conseil|astuces|astuce|idées|raisons|étapes|erreurs|choses|façons',
  format:
    'article blog|billet blog|article|billet|blog|publication|post|e-mail|email|mail|courriel|newsletter|texte marketing|texte|description produit|description|réseaux sociaux|publication réseaux sociaux',
  locative: 'dans|chez|avec|par|pendant',
  subjectMark: { about: 'sur|propos|concernant|sujet', invite: 'à|au|aux', thank: 'pour' },
  inviteVerb: /^invit/,
  thankVerb: /^remerci/,
  singularDeterminer: /^(le|la|l'|un|une|notre|mon|ma|ce|cet|cette)$/,
  means: 'par',
  infinitive: /^\p{L}+(er|ir|re)$/u,
  recipientPrep: 'à|au|aux',
  possessives: 'notre|nos|mon|ma|mes',
  possessiveTakesArticle: false,
  relative: 'qui|que|qu|dont|où',
  comparatives: 'meilleur|meilleure|meilleurs|meilleures|plus|moins',
  nounCues:
    'événement|atelier|webinaire|rencontre|fête|soirée|avis|enquête|sondage|question|offre|promo|réduction|soldes|prix|boutique|guide',
  nounVerbs: [],
  months:
    'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche',
  verbs:
    'est|sont|fonctionne|marche|aide|fait|va|réussir|décris|décrire|explique|expliquer|remercie|remercier|invite|inviter|annonce|annoncer|demande|demander|informe|pour',
  intents: [
    ['invite', 'invit|événement|atelier|webinaire|rencontre|fête|inscri|rejoindre|soirée'],
    ['thank', 'remerci|merci|gratitude'],
    ['ask', 'demand|avis|enquête|sondage|question|retour'],
    ['promote', 'offre|promo|réduction|soldes|achet|prix|command|boutique'],
    ['explain', 'expliqu|comment|pourquoi|conseil|guide|astuce|apprend|avantage'],
    ['announce', 'annonc|lanc|nouveau|nouvelle|présent|ouvert|sortie'],
  ],
  audiencePrep: 'pour',
  determiners: 'le|la|les|l|un|une|des|notre|nos|mon|ma|mes|ce|cet|cette|ces|leur|leurs|son|sa|ses',
  secondPersonDeterminers: 'votre|vos|ton|ta|tes',
  // "des" after a noun is de + les ("l'importance des jardins"); as an indefinite it reads fine as "les".
  decontract: { du: 'le', au: 'le', aux: 'les', des: 'les' },
  elides: true,
  nounPhrases: true,
};
