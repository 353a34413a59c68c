/**
 * Function words of the languages Inkprint does not support but that sit close to one it does (Scandinavian
 * next to German and English, Dutch next to German, the Romance neighbours next to French, Italian and
 * Portuguese, Czech and Polish, and Turkish, whose ü/ö would otherwise read as German). Language detection scores them like the five, so a text that is closer to
 * Swedish than to German comes out as 'other'. Spanish uses STOPWORD_LISTS.es plus the extras below.
 */

export const DECOY_LANGUAGES = ['es', 'ca', 'ro', 'nl', 'sv', 'da', 'nb', 'cs', 'pl', 'tr'] as const;
export type DecoyLanguage = (typeof DECOY_LANGUAGES)[number];

const RAW: Record<DecoyLanguage, string> = {
  es: `usted ustedes nosotros cuando muy hay esto estos estas puede pueden debe tiene tienen hacer sea algunos
    entonces mediante cual cuales mientras siguiente además así aquí allí cómo dónde cuál otras nuestra
    nuestro sino pues están estar hasta donde ese esos aquel suele`,
  ca: `el la els les de i a que en un una per amb no es és del al als dels pel pels són ha han hi ho li com
    més o però si sense sobre aquest aquesta aquests aquestes aquell aquella aquells entre quan tot tots
    totes també era va van vaig seu seva seus seves meu meva nostre nostra vostre jo tu ell ella nosaltres
    vosaltres ells elles ja molt on perquè així doncs cada altre altra altres mateix mateixa pot poden cal
    fer fa tenir té tenen ser estat està estan hem heu he des fins cap segons mitjançant dins fora qual
    quals qualsevol mentre podeu sí aquí cosa res ni també`,
  ro: `și şi în de la a cu pe care nu se o un este sunt din pentru că mai ca dar sau al ale lui ei lor cum
    dacă fi fost au are am ai această acest aceste acești aceşti acel acea prin după între până fără despre
    către sub peste tot toate toți toţi foarte doar deja încă aici acolo când unde ce cine cel cea cei cele
    noi voi eu tu el ea ele le li ne vă își îşi sa său sale mea meu nostru vostru poate pot trebuie fie va
    vor ar iar deci astfel fiecare alt altă alte alți alţi unui unei unor unul una nici decât chiar acesta
    aceasta aceștia aceştia acestea fiind asupra`,
  nl: `de het een en van ik te dat die in is niet op zijn voor met hij er maar om als ook aan bij nog ze uit
    wat wordt naar kan dan door heeft worden hun deze al zo mijn zij haar wel geen omdat hebben over of u
    je we dit werd was moet zou kunnen tot onder tussen waar hoe wanneer alle veel meer andere zich zelf
    men nu hier daar toch echter zoals dus ons onze uw jullie waren geweest welke zonder sinds tegen na
    eerst twee drie nieuwe elk iedere zullen wij hem jouw mij`,
  sv: `och att det som en är på för med av till den har de inte om ett men var jag så kan vi ska från eller
    när vid sig hur alla också efter mycket dessa detta vara blir finns andra än bara nu under mot här där
    genom utan sedan över skulle vilket vilka måste då hon han man sin sina sitt mellan samma många varje
    ingen inga något några kunna gör får går används använda hos dem deras vår din dina ditt mig dig oss
    honom henne hade varit blev bli ju nog redan även samt dock alltså både enligt själv två tre första
    nya ny vad varför eftersom därför vilken bland kommer skall kunde dessutom hela ut upp`,
  da: `og i at det er en til på der som de med af for ikke den har et jeg var så men om kan vi fra eller
    når skal sig hvor alle også efter meget disse dette være bliver findes andre end kun nu under mod her
    hvis gennem uden siden over skulle hvilket hvilke må da hun han man sin sine sit mellem samme mange
    hver ingen noget nogle kunne gør får går bruges bruge hos dem deres vores din dine dit mig dig os ham
    hende havde været blev blive jo nok allerede samt dog altså både ifølge selv to tre første nye ny hvad
    hvorfor fordi derfor hvilken blandt kommer vil ved jeres`,
  nb: `og i å det er en til på som de med av for ikke den har et jeg var så men om kan vi fra eller når skal
    seg hvor alle også etter mye disse dette være blir finnes andre enn bare nå under mot her hvis gjennom
    uten siden over skulle hvilket hvilke må da hun han man sin sine sitt mellom samme mange hver ingen noe
    noen kunne gjør får går brukes bruke hos dem deres vår din dine ditt meg deg oss ham henne hadde vært
    ble bli jo nok allerede samt dog altså både ifølge selv to tre første nye ny hva hvorfor fordi derfor
    hvilken blant kommer vil ved dere kun`,
  cs: `a se v na je že s z do o k to i jak ale by jsou jako pro po od za jeho které který která co tak jen už
    ještě když nebo než aby při mezi být byl byla bylo jsem jste jsme není tento tato toto tyto ten ta ty
    jejich její svůj své svou si mu ho jim nás vás my vy oni ona ono on já také pouze může mohou musí lze
    podle přes bez pod nad před během všechny všech každý další jiné jiný tím tedy proto však zda pak kde
    kdy proč velmi již bude budou jestliže pokud či ani například ve ke ze`,
  pl: `i w na z się nie do to że jest o jak ale po co tak za od już jego przez dla czy jej są być mnie ich
    tylko go może tym było bardzo który która które także oraz gdy nawet jeszcze przy bez pod nad`,
  tr: `ve bir bu da de için ile olarak çok daha gibi ama veya ne o şu her kadar sonra değil var yok olan ise
    mi en ya hem bunu bunun onun şey tüm tarafından göre ancak eğer zaman ki sadece`,
};

const decoys = {} as Record<DecoyLanguage, readonly string[]>;
for (const lang of DECOY_LANGUAGES) decoys[lang] = [...new Set(RAW[lang].split(/\s+/).filter(Boolean))];
export const DECOY_STOPWORDS: Readonly<Record<DecoyLanguage, readonly string[]>> = decoys;
