/**
 * Per-language cue words for habits, address form, hedges and the content-type classifier. Lists are
 * lower case; phrases are matched at the start of a line or sentence, or as substrings where noted.
 */
import type { ContentType } from '@inkprint/shared';
import type { KnownLanguage } from '../language-codes.js';

const split = (s: string) =>
  s
    .split('|')
    .map((x) => x.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

type PerLang = Record<KnownLanguage, string[]>;

export const GREETINGS: PerLang = {
  en: split('good morning|good afternoon|good evening|hello|hi there|hi|hey|dear|greetings|howdy'),
  de: split(
    'sehr geehrte damen und herren|sehr geehrte|sehr geehrter|guten morgen|guten tag|hallo|hi|hey|liebe|lieber|moin|servus|grüß gott',
  ),
  fr: split('bonjour|bonsoir|salut|coucou|chère|cher|chers|madame, monsieur|madame|monsieur'),
  it: split('buongiorno|buonasera|gentile|gentilissimo|gentilissima|egregio|ciao|salve|caro|cara|cari'),
  pt: split('bom dia|boa tarde|boa noite|olá|oi|prezado|prezada|prezados|caro|cara|querido|querida|estimado'),
};

export const SIGN_OFFS: PerLang = {
  en: split(
    'best regards|kind regards|warm regards|regards|all the best|best wishes|best|cheers|many thanks|thanks again|thanks|thank you|sincerely|yours truly|yours|warmly|talk soon|speak soon|xoxo|love',
  ),
  de: split(
    'mit freundlichen grüßen|freundliche grüße|viele grüße|liebe grüße|beste grüße|herzliche grüße|schöne grüße|bis bald|bis dann|lg|vg|gruß|danke|ciao',
  ),
  fr: split(
    'bien cordialement|cordialement|bien à vous|sincères salutations|salutations|à bientôt|à très vite|amitiés|bises|bisous|belle journée|merci encore|merci',
  ),
  it: split(
    'cordiali saluti|distinti saluti|un caro saluto|un saluto|saluti|a presto|un abbraccio|buona giornata|grazie mille|grazie|baci',
  ),
  pt: split(
    'atenciosamente|cordialmente|com os melhores cumprimentos|cumprimentos|um abraço|abraços|beijos|beijinhos|até breve|até logo|saudações|obrigado|obrigada',
  ),
};

export const TRANSITIONS: PerLang = {
  en: split(
    'however|therefore|moreover|furthermore|meanwhile|in addition|for example|for instance|on the other hand|in short|finally|first|second|third|also|plus|so|but|then|instead|still|in fact|as a result|of course|that said',
  ),
  de: split(
    'jedoch|allerdings|außerdem|deshalb|daher|zudem|trotzdem|zum beispiel|einerseits|andererseits|schließlich|zunächst|dennoch|also|aber|dann|erstens|zweitens|darüber hinaus|kurz gesagt|natürlich|übrigens|stattdessen',
  ),
  fr: split(
    "cependant|pourtant|en outre|de plus|par exemple|ainsi|donc|enfin|d'abord|ensuite|néanmoins|toutefois|par ailleurs|en revanche|mais|puis|bref|en effet|bien sûr|du coup|au final|alors",
  ),
  it: split(
    "tuttavia|inoltre|quindi|pertanto|infatti|ad esempio|per esempio|invece|infine|anzitutto|poi|dunque|comunque|d'altra parte|ma|allora|innanzitutto|in sintesi|ovviamente|insomma|però",
  ),
  pt: split(
    'no entanto|porém|contudo|além disso|portanto|por exemplo|assim|então|enfim|primeiro|depois|todavia|aliás|ou seja|mas|por isso|afinal|claro|de fato|na verdade|também',
  ),
};

export const HEDGES: PerLang = {
  en: split(
    'maybe|perhaps|might|possibly|probably|seems|somewhat|i think|sort of|kind of|likely|arguably|could',
  ),
  de: split(
    'vielleicht|eventuell|möglicherweise|wahrscheinlich|scheinbar|eher|wohl|vermutlich|ich glaube|irgendwie|könnte|dürfte',
  ),
  fr: split(
    'peut-être|probablement|semble|éventuellement|plutôt|je pense|sans doute|il se peut|pourrait|apparemment',
  ),
  it: split('forse|probabilmente|magari|sembra|potrebbe|eventualmente|credo|penso|pare|piuttosto|un po'),
  pt: split(
    'talvez|provavelmente|parece|possivelmente|eventualmente|acho que|creio|poderia|meio que|aparentemente',
  ),
};

/** First-person singular / second-person pronouns (lower case tokens). */
export const FIRST_PERSON: PerLang = {
  en: split("i|me|my|mine|myself|i'm|i've|i'd|i'll"),
  de: split('ich|mich|mir|mein|meine|meinen|meinem|meiner|meines'),
  fr: split("je|j|me|m|moi|mon|ma|mes|j'ai|j'adore|j'aime"),
  it: split('io|mi|me|mio|mia|miei|mie'),
  pt: split('eu|me|mim|meu|minha|meus|minhas|comigo'),
};
export const FIRST_PLURAL: PerLang = {
  en: split("we|us|our|ours|ourselves|we're|we've|we'll"),
  de: split('wir|uns|unser|unsere|unseren|unserem|unserer'),
  fr: split('nous|notre|nos'),
  it: split('noi|ci|nostro|nostra|nostri|nostre'),
  pt: split('nós|nos|nosso|nossa|nossos|nossas|a gente'),
};
export const SECOND_PERSON: PerLang = {
  en: split("you|your|yours|yourself|yourselves|you're|you've|you'll|you'd"),
  de: split(
    'du|dich|dir|dein|deine|deinen|deinem|deiner|euch|euer|eure|sie|ihnen|ihr|ihre|ihren|ihrem|ihrer',
  ),
  fr: split("tu|te|t|toi|ton|ta|tes|vous|votre|vos|t'as|t'es"),
  it: split('tu|ti|te|tuo|tua|tuoi|tue|voi|vi|vostro|vostra|lei|suo|sua'),
  pt: split('tu|te|ti|teu|tua|teus|tuas|você|vocês|seu|sua|contigo|o senhor|a senhora'),
};

/**
 * Informal and formal second person, for address_form (counted by `address.ts`). Single words are matched
 * as lower-case tokens; entries with a space as phrases. Regional usage decides: in Brazil "você" is the
 * everyday form (formal is "o senhor / a senhora"), so it is informal here.
 */
export const INFORMAL_ADDRESS: PerLang = {
  en: [],
  de: split(
    'du|dich|dir|dein|deine|deinen|deinem|deiner|deines|deins|euch|euer|eure|euren|eurem|eurer|eures',
  ),
  fr: split("tu|toi|te|ton|ta|tes|tien|tienne|tiennes|t'as|t'es"),
  it: split('tu|ti|te|tuo|tua|tuoi|tue|teco'),
  pt: split('tu|te|ti|teu|tua|teus|tuas|contigo|você|vocês|cê|vc|vcs'),
};
/** German "ihr" is informal plural address only next to a 2nd-person plural verb ("habt ihr", "ihr seid"). */
export const DE_IHR_VERBS = split(
  // Only verbs whose 2nd-person plural differs from the 3rd singular ("macht ihr" may be "makes her").
  'seid|habt|könnt|müsst|wollt|sollt|solltet|dürft|werdet|wisst|wart|hattet|wolltet|könntet|würdet',
);
/**
 * Formal address. de/it: capitalised pronouns, counted only mid-sentence (a capital at a sentence start
 * proves nothing); it "La/Le" only before a lower-case word ("La ringraziamo", not "La Stampa") or as an
 * enclitic ("contattarLa"); capitalised "Vi/Voi/Vostro" is the formal plural of business letters. fr: lower
 * case, but not in a text that addresses a group ("à tous", "vous tous"), where vous is plural. pt: phrases.
 */
export const FORMAL_ADDRESS: PerLang = {
  en: [],
  de: split('Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres'),
  fr: split('vous|votre|vos|vôtre|vôtres'),
  it: split('Lei|Suo|Sua|Suoi|Sue|Vi|Voi|Vostro|Vostra|Vostri|Vostre'),
  pt: split(
    'vossa senhoria|vossas senhorias|vossa excelência|vossas excelências|v. sa.|v. s.ª|v. exa.|v. ex.ª|v.sa.|v.exa.',
  ),
};
/** French cues that the reader is a group, so "vous" is plural rather than formal. */
export const FR_GROUP_CUES = split(
  "à tous|à toutes|vous tous|vous toutes|vous deux|vous autres|tout le monde|chers amis|chères amies|les amis|les copains|les filles|les gars|mes amis|chacun d'entre vous|chacune d'entre vous",
);

/** Content-type cue phrases, matched as substrings of the lower-cased section text, all languages together. */
export const CONTENT_CUES: Partial<Record<ContentType, string[]>> = {
  press_release: split(
    'for immediate release|press release|media contact|press contact|about the company|pressemitteilung|pressekontakt|zur sofortigen veröffentlichung|communiqué de presse|contact presse|à propos de|comunicato stampa|contatto stampa|ufficio stampa|comunicado de imprensa|comunicado à imprensa|assessoria de imprensa|contato para imprensa|sobre a empresa|über das unternehmen|announced today|gab heute bekannt|annonce aujourd|annuncia oggi|anunciou hoje|anuncia hoje',
  ),
  academic_paper: split(
    'abstract|et al.|in this paper|this study|we propose|methodology|literature review|hypothesis|empirical|theoretical framework|in dieser arbeit|die vorliegende|untersuchung|forschungsstand|hypothese|dans cet article|cette étude|revue de littérature|méthodologie|hypothèse|in questo articolo|il presente studio|questo studio|metodologia|ipotesi|neste artigo|este estudo|o presente estudo|metodologia|hipótese|revisão da literatura|references|bibliography|literaturverzeichnis|bibliographie|bibliografia|referências',
  ),
  technical_documentation: split(
    'npm install|pip install|install|configure|configuration|parameter|endpoint|api|command|the following|returns|default|syntax|konfiguration|installieren|befehl|rückgabewert|standardwert|paramètre|commande|par défaut|configurer|comando|parametro|predefinito|configurare|parâmetro|padrão|configurar|retorna|restituisce|renvoie|gibt zurück|version',
  ),
  marketing_copy: split(
    'sign up|get started|try it free|free trial|book a demo|request a demo|learn more|buy now|shop now|limited time|join thousands|jetzt|kostenlos testen|mehr erfahren|demo buchen|jetzt starten|essayez|inscrivez-vous|découvrez|en savoir plus|gratuitement|réservez une démo|prova gratis|scopri|iscriviti|richiedi una demo|inizia ora|per saperne di più|experimente|experimente grátis|saiba mais|comece agora|teste grátis|cadastre-se|agende uma demo|inscreva-se',
  ),
  product_description: split(
    'dimensions|weight|material|materials|features|made of|made from|size|capacity|warranty|maße|gewicht|material|abmessungen|lieferumfang|garantie|poids|matière|taille|capacité|dimensioni|peso|materiale|capacità|garanzia|dimensões|peso|tamanho|capacidade|garantia|fabricado',
  ),
  newsletter: split(
    'newsletter|this week|this month|in this issue|unsubscribe|until next time|diese woche|diesen monat|in dieser ausgabe|abmelden|bis zum nächsten mal|cette semaine|ce mois-ci|dans ce numéro|se désabonner|désinscri|questa settimana|questo mese|in questo numero|disiscriviti|alla prossima|esta semana|este mês|nesta edição|cancelar inscrição|descadastrar|até a próxima|até à próxima',
  ),
  blog_post: split(
    "how to|tips|in this post|today i|i tried|my favourite|my favorite|wie man|tipps|in diesem beitrag|heute zeige ich|astuces|dans cet article je|aujourd’hui je|aujourd'hui je|consigli|in questo post|oggi vi|dicas|neste post|hoje vou|como fazer",
  ),
  case_study: split(
    'case study|the challenge|the solution|the results|customer story|fallstudie|die herausforderung|die lösung|die ergebnisse|étude de cas|le défi|la solution|les résultats|caso di studio|la sfida|la soluzione|i risultati|estudo de caso|o desafio|a solução|os resultados',
  ),
  white_paper: split(
    'white paper|whitepaper|executive summary|key findings|recommendations|livre blanc|synthèse|libro bianco|sintesi|recomendações|resumo executivo|empfehlungen|management summary',
  ),
  business_document: split(
    "agenda|minutes|quarterly|budget|revenue|q1|q2|q3|q4|fiscal year|action items|stakeholders|tagesordnung|protokoll|quartal|umsatz|geschäftsjahr|ordre du jour|compte rendu|trimestre|chiffre d'affaires|ordine del giorno|verbale|fatturato|bilancio|pauta|ata|receita|orçamento|faturamento",
  ),
  website_content: split(
    'about us|contact us|our services|our team|our mission|privacy policy|über uns|kontakt|unsere leistungen|unser team|qui sommes-nous|nos services|notre équipe|nous contacter|chi siamo|i nostri servizi|contattaci|il nostro team|quem somos|nossos serviços|fale conosco|nossa equipe|nossa missão',
  ),
  creative_writing: split(
    "once upon a time|she said|he said|she whispered|he whispered|es war einmal|sagte sie|sagte er|flüsterte|il était une fois|dit-elle|dit-il|murmura|c'era una volta|disse lei|sussurrò|era uma vez|disse ela|disse ele|sussurrou",
  ),
  social_media: split('link in bio|follow for more|dm me|swipe|#|@'),
};
