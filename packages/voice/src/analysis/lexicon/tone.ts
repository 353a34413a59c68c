/**
 * Tone cue lexicons, ≥ 30 entries per tone per language. Entry syntax: `word`, `stem*` (prefix match, for
 * inflected forms) or a multi-word phrase (matched as a substring of the lower-cased text).
 */
import { CUE_TONES, type CueTone } from '@inkprint/shared';
import type { KnownLanguage } from '../language-codes.js';

export { CUE_TONES, type CueTone };

/** A zero for each cue tone. */
export function zeroTones(): Record<CueTone, number> {
  return Object.fromEntries(CUE_TONES.map((t) => [t, 0])) as Record<CueTone, number>;
}

export const TONE_LEXICON: Record<KnownLanguage, Record<CueTone, string>> = {
  en: {
    professional: `regards|sincerely|please|kindly|appreciate|opportunity|ensure|provide|regarding|colleague*|client*|
      stakeholder*|deliverable*|objective*|strateg*|meeting*|schedul*|proposal*|manag*|efficien*|collaborat*|
      professional*|quality|standards|review|attached|further|accordingly|organisation*|organization*|partner*|
      process*|implement*|responsib*|follow up|best regards|let me know|thank you for|on behalf of`,
    casual: `hey|hi|guys|gonna|wanna|kinda|sorta|yeah|yep|nope|cool|stuff|lol|haha|okay|ok|btw|honestly|literally|
      super|totally|pretty much|chill|folks|y'all|dunno|gotta|you know|by the way|no big deal|anyway|basically|
      vibe*|fun|tbh|omg|grab|hang out|stuff like that`,
    enthusiastic: `amazing|awesome|incredible|fantastic|love|loved|loving|thrilled|excited|exciting|wow|wonderful|
      brilliant|perfect|absolutely|delighted|stunning|epic|can't wait|so much|yay|gorgeous|obsessed|favourite|
      favorite|magical|superb|outstanding|spectacular|happy|joy|celebrat*|so excited|best ever|woohoo`,
    authoritative: `must|research|evidence|demonstrat*|establish*|clearly|therefore|thus|consequently|in fact|data|
      analysis|findings|study|studies|experts|principle*|fundamental*|essential|critical|undoubtedly|significant*|
      conclude*|indicate*|according to|framework|systematic*|rigorous*|literature|hypothes*|empiric*|methodolog*`,
    empathetic: `understand|understandable|feel|feeling*|sorry|support*|care|caring|together|hear you|listen*|worry|
      worries|worried|difficult|hard|struggl*|comfort*|gentle|kindness|hope|you are not alone|it's okay|patience|
      compassion*|anxious|overwhelm*|heart|safe|tired|grief|lonely|take care|be kind to yourself`,
    confident: `guarantee*|proven|certainly|definitely|leading|best-in-class|results|win|winning|outperform*|
      transform*|powerful|boost*|accelerat*|maximi*|no doubt|always|never|success*|achiev*|leader*|unmatched|
      dominat*|we know|stronger|scale|scales|scaling|grow|growth|faster|instantly|effortless*|industry-leading`,
    creative: `imagin*|dream*|whisper*|shadow*|light|sky|moon|sun|ocean|sea|wind|silence|silent|soft*|golden|silver|
      soul|story|stories|wander*|glow*|ember*|velvet|echo*|shimmer*|colour*|color*|breath*|rain|forest|memory|
      memories|night|mist|as if|like a`,
    technical: `api|configur*|parameter*|function*|server*|database*|deploy*|install*|endpoint*|request*|response*|
      query|queries|variable*|module*|default|syntax|json|http*|authenticat*|token*|cache*|latency|runtime|version*|
      command*|cli|docker|timeout*|error*|log|logs|logging|integrat*|algorithm*|interface*|protocol*|schema*|field*`,
  },
  de: {
    professional: `mit freundlichen grüßen|freundlichen grüßen|sehr geehrte*|bitte|gerne|vielen dank|anbei|bezüglich|
      hinsichtlich|kolleg*|kunde|kunden*|projekt*|termin*|zusammenarbeit|umsetz*|unternehm*|abstimm*|rückmeld*|
      angebot*|anfrage*|team*|prozess*|qualität*|zielsetz*|strategi*|verantwort*|partner*|effizien*|professionell*|
      besprech*|unterlagen|informier*|ansprechpartner*`,
    casual: `hey|hi|hallo|leute|echt|voll|mega|krass|cool|okay|ok|halt|mal|quasi|irgendwie|bisschen|naja|na ja|lol|
      haha|sorry|spaß|chill*|egal|übrigens|ehrlich gesagt|eigentlich|geil|kumpel|nee|gell|oder so|zeug|
      ne runde|ab und zu`,
    enthusiastic: `toll*|wunderbar*|fantastisch*|großartig*|begeister*|liebe|lieben|liebt|genial*|wahnsinn*|
      unglaublich*|super|perfekt*|traumhaft*|herrlich*|hammer|endlich|juhu|yay|wow|freue|freuen|freude|spannend*|
      aufregend*|himmlisch*|lecker*|schönste*|beste*|riesig*|strahlend*|unfassbar*|überglücklich`,
    authoritative: `muss|müssen|nachweis*|belegt|belegen|studie*|forschung*|daten|analyse*|ergebnisse|befund*|evidenz*|
      zeigt|zeigen|folglich|somit|daher|demnach|grundsätzlich|wesentlich*|erforderlich*|eindeutig*|zweifellos|
      signifikant*|theorie*|hypothese*|empirisch*|methodi*|literatur|untersuch*|systematisch*|fachlich*`,
    empathetic: `verstehe|verstehen|verständnis|fühl*|gefühl*|tut mir leid|unterstütz*|sorge|sorgen|gemeinsam|
      zuhör*|schwer|schwere|schwierig*|hoffnung|hoffe*|trost|tröst*|sanft*|geduld*|mitgefühl|herz*|allein|müde|
      angst|ängst*|überforder*|achtsam*|behutsam*|nicht allein|liebevoll*|kummer|sei nachsichtig`,
    confident: `garantier*|garantie|bewährt*|sicherlich|definitiv|führend*|erfolg*|steiger*|beschleunig*|maximier*|
      leistungsstark*|überzeug*|gewinn*|stärker|schneller|wachs*|wachstum|skalier*|marktführ*|versprech*|
      zuverlässig*|sofort|messbar*|immer|niemals|effektiv*|optimier*|ohne zweifel|nachweislich|spürbar*|
      mühelos*`,
    creative: `stell dir vor|träum*|traum|flüster*|schatten*|licht*|himmel*|mond*|sonne*|meer*|wind*|stille|still|
      sanft|golden*|silber*|seele*|geschicht*|wander*|glüh*|glanz|samt*|echo|schimmer*|farbe*|atem|atm*|regen*|
      wald*|erinner*|nacht*|nebel*|als ob|wie ein`,
    technical: `api|konfigur*|parameter*|funktion*|server*|datenbank*|deploy*|installier*|installation|endpunkt*|
      abfrage*|variable*|modul*|standardwert*|syntax|json|http*|authentifizier*|token*|cache*|latenz*|laufzeit*|
      version*|befehl*|docker|timeout*|fehler*|protokoll*|schnittstelle*|schema*|feld*|algorithm*|datei*|
      einstellung*`,
  },
  fr: {
    professional: `cordialement|salutations|veuillez|madame|monsieur|bien à vous|je vous prie|merci de|ci-joint|
      concernant|collègue*|client*|projet*|réunion*|rendez-vous|collaboration|mise en œuvre|entreprise*|objectif*|
      stratégi*|partenai*|processus|qualité|responsab*|efficac*|professionnel*|proposition*|équipe*|retour*|
      dossier*|suivi|organis*|interlocut*`,
    casual: `salut|coucou|hey|les gars|ouais|bref|truc*|genre|trop|grave|sympa|cool|ok|okay|mdr|lol|haha|bah|ben|
      franchement|carrément|chill|ouf|hyper|mec|pote*|t'inquiète|j'avoue|du coup|en vrai|nan|tranquille|
      on s'en fiche|kiffe*`,
    enthusiastic: `incroyable*|génial*|fantastique*|magnifique*|merveilleu*|superbe*|adore|adorer|j'adore|ravi*|
      enthousias*|excit*|hâte|wow|bravo|parfait*|sublime*|extraordinaire*|formidable*|top|trop bien|délicieu*|
      meilleur*|passionn*|joie|heureu*|fabuleu*|épatant*|youpi|éblouissant*|absolument|vive|coup de cœur`,
    authoritative: `doit|doivent|il faut|recherche*|preuve*|démontr*|établi*|clairement|par conséquent|en effet|
      données|analyse*|résultat*|étude*|expert*|principe*|fondamental*|essentiel*|critique*|indéniable*|
      significati*|conclu*|indiqu*|selon|cadre|systématique*|rigoureu*|littérature|hypothès*|empirique*|
      méthodolog*`,
    empathetic: `comprend*|compren*|ressen*|sentiment*|désolé*|soutien*|soutenir|soin|ensemble|écoute*|inquiét*|
      difficile*|peine*|réconfort*|doux|douce*|gentil*|espoir|espér*|patience|compassion|anxi*|cœur|sécurité|
      fatigu*|deuil|seul|seule|prenez soin|bienveillan*|accompagn*|pas seul|tendresse`,
    confident: `garanti*|prouvé*|certainement|assurément|sans aucun doute|leader*|résultats|gagn*|performan*|
      transform*|puissant*|boost*|accélér*|maximis*|toujours|jamais|succès|réussi*|réussir|atteindre|inégalé*|
      domin*|croissance|croître|rapide*|efficace*|optimis*|livr*|fiable*|immédiat*|mesurable*|sans effort`,
    creative: `imagin*|rêve*|rêv*|murmur*|chuchot*|ombre*|lumière*|ciel|lune|soleil|océan|mer|vent|silence|
      silencieu*|doré*|âme|histoire*|errer|erran*|lueur*|braise*|velours|écho*|scintill*|couleur*|souffle*|pluie|
      forêt*|souvenir*|nuit*|brume*|comme si|argenté*`,
    technical: `api|configur*|paramètre*|fonction*|serveur*|base de données|déploi*|déploy*|install*|requête*|
      variable*|module*|par défaut|syntaxe|json|http*|authentifi*|jeton*|cache*|latence|exécution|version*|
      commande*|docker|délai*|erreur*|journal|journaux|intégr*|algorithm*|interface*|protocole*|schéma*|champ*|
      fichier*`,
  },
  it: {
    professional: `cordiali saluti|distinti saluti|gentile|egregio|la prego|cortesemente|in allegato|in merito|
      riguardo|collegh*|client*|progett*|riunion*|appuntament*|collaborazion*|aziend*|obiettiv*|strategi*|partner*|
      process*|qualità|responsabil*|efficien*|professional*|propost*|team|riscontro|pratica|organizz*|gestion*|
      attuazion*|referente`,
    casual: `ciao|ehi|ragazzi|tipo|boh|beh|dai|vabbè|figo|figata|cavolo|roba|ok|okay|lol|ahah|haha|insomma|
      tranquill*|raga|mega|un sacco|comunque|praticamente|fico|sfiga|niente di che|mica|oddio|cioè|ci sta|
      mannaggia|alla fine`,
    enthusiastic: `incredibil*|fantastic*|meraviglios*|stupend*|amo|adoro|entusiast*|emozionat*|emozionant*|wow|
      bravo|brava|perfett*|sublime|straordinari*|favolos*|splendid*|top|delizios*|miglior*|appassionat*|gioia|
      felic*|evviva|spettacolar*|magnific*|assolutamente|bellissim*|eccezional*|non vedo l'ora|strepitos*|
      grandios*`,
    authoritative: `deve|devono|bisogna|ricerca|ricerche|prova|prove|dimostr*|stabilit*|chiaramente|pertanto|
      di conseguenza|dati|analisi|risultat*|studi|studio|espert*|principi*|fondamental*|essenzial*|critic*|
      innegabil*|significativ*|conclu*|indic*|secondo|quadro|sistematic*|rigoros*|letteratura|ipotesi|empiric*`,
    empathetic: `capisco|capire|comprend*|sentiment*|mi dispiace|dispiac*|sostegno|sosten*|cura|insieme|ascolt*|
      preoccup*|difficil*|fatica|conforto|confort*|dolce*|gentil*|speranza|sper*|pazienza|compassione|ansia|
      ansios*|cuore|stanc*|lutto|solitudine|abbi cura|non sei sol*|accompagn*|tenerezza|ti capisco|vicin*`,
    confident: `garantit*|garanzia|comprovat*|certamente|sicuramente|senza dubbio|leader|risultati|vinc*|
      prestazion*|trasform*|potent*|aument*|acceler*|massimizz*|sempre|successo|riusc*|raggiung*|
      ineguagliabil*|domin*|crescit*|cresc*|rapid*|efficac*|ottimizz*|consegn*|affidabil*|immediat*|misurabil*|
      senza sforzo|più veloce`,
    creative: `immagin*|sogn*|sussurr*|ombr*|luce|luci|cielo|luna|sole|oceano|mare|vento|silenzio|silenzios*|
      dorat*|argent*|anima|storia|storie|vagare|bagliore|brace|velluto|eco|scintill*|color*|respir*|pioggia|
      bosco|foresta|ricord*|notte|nebbia|come se`,
    technical: `api|configur*|parametr*|funzion*|server|database|deploy*|install*|endpoint|richiest*|query|
      variabil*|modul*|predefinit*|sintassi|json|http*|autenticazion*|token|cache|latenza|runtime|version*|comand*|
      docker|timeout|error*|log|integr*|algoritm*|interfacc*|protocoll*|schema|campo|campi|file`,
  },
  pt: {
    professional: `atenciosamente|cordialmente|prezado*|venho por meio|solicit*|em anexo|segue anexo|referente|
      relativamente|colega*|client*|projet*|reuni*|agend*|colaboração|empresa*|empresarial|objetiv*|estratégi*|
      parceir*|process*|qualidade|responsabil*|eficiên*|profission*|propost*|equipe|equipa|retorno|
      acompanhamento|gestão|implementação`,
    casual: `oi|olá|ei|galera|pessoal|tipo|né|pô|cara|valeu|beleza|massa|legal|show|ok|okay|kkk|rs|haha|tá|aí|
      super|demais|bora|nossa|sei lá|mano|troço|coisa|coisas|tranquilo|de boa|fixe|a gente`,
    enthusiastic: `incrível|incríveis|fantástic*|maravilh*|espetacular*|amo|adoro|adorei|amei|entusias*|animad*|
      empolg*|uau|bravo|perfeit*|sublime|extraordinári*|fabul*|top|delicios*|melhor|melhores|apaixon*|alegria|
      feliz*|viva|magnífic*|absolutamente|lindo*|linda*|excelente*|genial|não vejo a hora`,
    authoritative: `deve|devem|é preciso|pesquisa*|investigação|evidênc*|demonstr*|estabelec*|claramente|portanto|
      consequentemente|dados|análise*|resultado*|estudo*|especialista*|princípio*|fundament*|essencia*|crític*|
      inegáve*|significativ*|conclu*|indic*|segundo|quadro|sistemátic*|rigoros*|literatura|hipótese*|empíric*`,
    empathetic: `entendo|entender|compreend*|sentimento*|lamento|sinto muito|apoio|apoiar|cuidado*|cuidar|juntos|
      juntas|ouvir|escut*|preocup*|difíce*|difícil|conforto|confort*|gentil*|carinh*|esperança|esper*|paciência|
      compaixão|ansiedade|ansios*|coração|cansad*|luto|sozinh*|acolh*|ternura|não está sozinh*`,
    confident: `garant*|comprovad*|certamente|com certeza|sem dúvida|líder*|resultado*|venc*|ganh*|desempenho|
      transform*|poderos*|impulsion*|aceler*|maximiz*|sempre|nunca|sucesso|conseguir|alcanç*|inigualáve*|
      domin*|crescimento|cresc*|rápid*|eficaz*|otimiz*|entreg*|confiáve*|imediat*|mensuráve*|sem esforço`,
    creative: `imagin*|sonh*|sussurr*|sombra*|luz|luzes|céu|lua|sol|oceano|mar|vento|silêncio|silencios*|dourad*|
      prateado*|alma|história*|vagar|brilh*|brasa*|veludo|eco|cintil*|cor|cores|respir*|chuva|floresta*|
      lembranç*|memória*|noite*|névoa|como se`,
    technical: `api|configur*|parâmetro*|funç*|servidor*|banco de dados|base de dados|implant*|deploy*|instal*|
      endpoint*|requisiç*|consulta*|variáve*|módulo*|padrão|sintaxe|json|http*|autenticaç*|token*|cache|
      latência|execução|versão|versões|comando*|docker|timeout|erro*|log|logs|integr*|algoritmo*|interface*|
      protocolo*|esquema*|campo*|arquivo*|ficheiro*`,
  },
};
