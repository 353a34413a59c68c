/**
 * Italian patterns. Key phrases keep the article they had in the prompt ("la nuova macchina"); after
 * di/a/da/in/su the article is fused ("di la" → "della", "su il" → "sul") and elided ("lo amico" →
 * "l'amico") by grammar.ts.
 */
import { type Bank, lines } from './bank.js';

export const it: Bank = {
  title: lines(`
    Tutto quello che c'è da sapere su {T}
    Uno sguardo nuovo su {T}
    {t}: l'essenziale
    Qualche riflessione su {T}
    {t} in parole semplici
    Parliamo di {T}
  `),
  heading: lines(`
    Perché è importante
    Che cosa cambia con {K}
    {k}: i dettagli
    Uno sguardo da vicino a {K}
    Da dove cominciare
    Che cosa abbiamo imparato strada facendo
    I prossimi passi
    Le domande più frequenti
    In pratica
    Il quadro generale
  `),
  intro: {
    announce: lines(`
      Abbiamo una novità su {T}, e siamo felici di condividerla oggi.
      Oggi presentiamo qualcosa di nuovo: {T}.
      È arrivato il momento di {T}.
      Finalmente possiamo parlare di {T}.
    `),
    invite: lines(`
      T|Ti invitiamo con piacere, e al centro di tutto c'è {T}.
      V|La invitiamo con piacere, e al centro di tutto c'è {T}.
      T|Ci farebbe molto piacere vederti: si avvicina il momento di {T}.
      V|Ci farebbe molto piacere vederLa: si avvicina il momento di {T}.
      T|Segnati la data, perché il momento di {T} è quasi arrivato.
      V|Si segni la data, perché il momento di {T} è quasi arrivato.
      Ecco un invito che non vedevamo l'ora di mandare, dedicato a {T}.
    `),
    explain: lines(`
      Parliamo di {T}.
      Ci sarebbe molto da dire su {T}, quindi partiamo dalle basi.
      T|Se ti sei mai chiesto qualcosa su {T}, questo testo fa per te.
      V|Se si è mai chiesto qualcosa su {T}, questo testo fa per Lei.
      È da un po' che penso a {T}.
    `),
    promote: lines(`
      Ecco {T}.
      T|Cerchi qualcosa di meglio? Dai un'occhiata a {T}.
      V|Cerca qualcosa di meglio? Dia un'occhiata a {T}.
      Le cose buone sono semplici, ed è questo lo spirito di {T}.
      È il momento giusto per scoprire {T}.
    `),
    thank: lines(`
      Grazie, davvero, per tutto ciò che riguarda {T}.
      Vogliamo dire grazie per {T}.
      Un grande grazie a tutte le persone che stanno dietro a {T}.
      Certe cose meritano un grazie sincero, come {T}.
    `),
    ask: lines(`
      T|Abbiamo bisogno del tuo aiuto su {T}.
      V|Abbiamo bisogno del Suo aiuto su {T}.
      T|Possiamo chiederti un momento? Riguarda {T}.
      V|Possiamo chiederLe un momento? Riguarda {T}.
      T|La tua opinione su {T} è importante per noi.
      V|La Sua opinione su {T} è importante per noi.
    `),
    inform: lines(`
      Ecco un breve aggiornamento su {T}.
      Ci sono novità su {T}.
      T|Vogliamo tenerti aggiornato su {T}.
      V|Vogliamo tenerLa aggiornata su {T}.
      Una breve nota su {T}.
    `),
  },
  body: lines(`
    L'idea di fondo è semplice.
    Tutto comincia con un obiettivo chiaro e un po' di pazienza.
    La maggior parte delle persone nota la differenza in pochi giorni.
    Ci siamo presi il tempo di curare i dettagli.
    Niente è stato lasciato al caso, nemmeno su {T}.
    Torno sempre allo stesso punto: restare semplici.
    Ecco che cosa conta di più.
    I dettagli fanno la differenza, e questo vale anche per {K}.
    Non c'è nessun trucco magico, solo lavoro accurato e scelte oneste.
    Funziona perché si inserisce in una giornata normale.
    Per cominciare non servono conoscenze particolari.
    Abbiamo ascoltato, provato e cambiato quello che non funzionava.
    Sinceramente, è una delle cose che mi piacciono di più.
    I risultati parlano da soli.
    Ogni passo è stato pensato per persone reali.
    Un buon piano lascia spazio alle sorprese.
    È facile trascurare il tema di {K}, eppure cambia molto.
    È proprio qui che entra in gioco {K}.
    I piccoli cambiamenti si sommano nel tempo.
    Il primo passo è sempre il più difficile.
    Non è l'unica strada, ma è quella di cui ci fidiamo.
    È pratico, è chiaro e fa risparmiare tempo.
    È un punto di partenza più che una risposta definitiva.
    Qui la qualità conta più della velocità.
    L'esperienza lo dimostra chiaramente: ciò che funziona resta.
    L'abbiamo visto funzionare più e più volte.
    Non è perfetto, e va bene così.
    Quello che mi ha sorpreso di più è la rapidità con cui tutto ha preso forma.
    Adoro questa calma, quando tutto è al suo posto.
    Il processo è lineare e ben documentato.
    Nessuno deve farcela da solo.
    Ci stanno a cuore le persone che lo usano ogni giorno.
    Richiede meno fatica di quanto si pensi.
    Alla fine si tratta di rendere la vita un po' più facile.
    I numeri sono promettenti, e i riscontri sono ancora migliori.
    Dietro a {K} c'è una squadra che ci tiene.
    Alcune delle idee migliori nascono da domande semplici.
    Su {K} c'è più da dire di quanto sembri.
    Abbiamo tenuto ciò che funziona e lasciato perdere il resto.
    Un buon lavoro richiede tempo, e qui non è diverso.
    Sembra nuovo, ma si basa su anni di esperienza.
    Molti ci dicono che è la parte che preferiscono.
    Del risultato siamo sinceramente orgogliosi.
    Passaggi chiari fanno una grande differenza.
    Ogni elemento ha una ragione per esserci.
    La semplicità era l'obiettivo fin dall'inizio.

    L'ho provato prima io, e sono rimasto sorpreso.
    Sarò sincero: all'inizio non mi aspettavo molto.
    La mia prima reazione è stata semplice: finalmente.
    Ho annotato che cosa funzionava e che cosa no.
    Mi piacciono le cose che funzionano e basta.
    Credo che il punto sia proprio questo.
    Ho imparato più dagli errori che dal piano.
    Il mio consiglio è breve: cominciare in piccolo.
    Mi ricordo ancora la prima prova.
    Davvero.
    Funziona.
    Semplice così.
    Questo cambia tutto.
    Nessuna scorciatoia.
    Un passo alla volta.
    Non siamo ancora arrivati, e lo sappiamo.
    Lungo la strada abbiamo preso tante piccole decisioni.
    Vogliamo che resti così.
    La nostra squadra ha passato settimane su dettagli che nessuno vede.
    La differenza si nota nei piccoli momenti della giornata.
    Si può cominciare già oggi, senza alcuna preparazione.
    Il tempo è prezioso, e qui viene rispettato.
    I riscontri dei primi utenti hanno dato forma a quasi ogni parte.
    L'approccio si basa su pochi principi chiari che hanno dato buona prova nella pratica.
    Un'analisi attenta della routine quotidiana ha mostrato dove stavano i veri ostacoli.
    L'esperienza concreta e i riscontri sinceri contano qui più di qualsiasi teoria.
    La costanza trasforma una buona idea in un'abitudine affidabile.
    Le decisioni più importanti sono state anche le meno visibili.
    È un dettaglio, ma i dettagli contano.
    A nessuno piacciono le istruzioni complicate, e qui nessuno ne ha bisogno.

    T|Conosci la tua giornata meglio di chiunque altro.
    V|Conosce la Sua giornata meglio di chiunque altro.
    T|Sei tu a decidere fin dove arrivare.
    V|È Lei a decidere fin dove arrivare.
    T|Se vuoi, comincia da una piccola parte.
    V|Se vuole, cominci da una piccola parte.
    T|Non devi cambiare tutto in una volta.
    V|Non deve cambiare tutto in una volta.
    T|Le tue domande ci hanno aiutato più di quanto pensi.
    V|Le Sue domande ci hanno aiutato più di quanto pensi.
    T|Potrai sempre modificarlo in seguito.
    V|Potrà sempre modificarlo in seguito.
    T|Forse ti sei fatto la stessa domanda.
    V|Forse si è fatto la stessa domanda.
    Una documentazione completa e una comunicazione trasparente restano requisiti indispensabili.
    La valutazione sistematica dimostra miglioramenti considerevoli nell'organizzazione quotidiana.
    I processi organizzativi traggono notevoli vantaggi da un'applicazione coerente.
    La metodologia di riferimento unisce esperienza pratica e osservazione strutturata.
    Uno sviluppo responsabile richiede riflessione continua e un'attenta definizione delle priorità.
    Miglioramenti misurabili presuppongono aspettative realistiche e un'infrastruttura affidabile.
    La collaborazione professionale diventa decisamente più semplice con fondamenta affidabili.
    Mi sono chiesto di che cosa avessi davvero bisogno.
    Ero curioso, e un po' scettico.
    La parte che preferisco è quanta poca fatica richiede.
    Lo rifarei esattamente allo stesso modo.
    Volevamo qualcosa di onesto, e l'abbiamo costruito.
    Ne siamo orgogliosi, e lo diciamo apertamente.
    Ogni dettaglio è stato provato in situazioni reali.
    La differenza si nota fin dal primo giorno.
    È tranquillo, chiaro e pratico.
    L'idea è tutta qui.

    Una prospettiva sistematica mostra come le singole decisioni influenzino il risultato complessivo.
    Risultati duraturi richiedono sia un impegno organizzativo sia una responsabilità individuale.
    Una documentazione accurata rende i miglioramenti successivi decisamente più trasparenti.
    L'esperienza suggerisce che un'introduzione graduale produca risultati più affidabili di un cambiamento improvviso.
    Sul piano concettuale, l'approccio distingue gli effetti immediati dalle conseguenze di lungo periodo.
    Criteri trasparenti facilitano il confronto, la valutazione e il miglioramento continuo.
    Un'attenzione particolare è stata dedicata all'accessibilità, all'affidabilità e alla manutenibilità.
    La questione essenziale, dunque, non è se il cambiamento sia possibile, ma come organizzarlo.
    I riscontri strutturati costituiscono pertanto una componente indispensabile del processo di sviluppo.
    Le prime osservazioni indicano un potenziale considerevole di sviluppo.

    Sinceramente, non avevo pianificato niente di tutto questo, eppure, alla fine, tutto ha funzionato.
    La mattina, con un caffè in mano, mi piace ripassare il piano ancora una volta.
    All'inizio sembrava strano, poi familiare, e adesso non vorrei più farne a meno.
    Ne abbiamo parlato per settimane, abbiamo cambiato idea due volte e alla fine abbiamo deciso di provare.
    Guardando indietro, sono stati i piccoli passi a contare, non i grandi annunci.
    Alla fine, quello che conta è che la giornata diventi un po' più leggera.

    L'analisi della pratica mostra chiaramente che la qualità dei risultati dipende in modo essenziale dal contesto.
    Secondo i dati disponibili, la costanza dell'applicazione è il fattore decisivo.
    I risultati indicano quindi che le condizioni essenziali devono essere chiarite fin dall'inizio.
    Da un punto di vista sistematico, il quadro deve restare trasparente, comprensibile e verificabile.
    A volte un'idea arriva come la luce del mattino, piano e senza fretta.
    È stato un po' come camminare sotto la pioggia e rivedere all'improvviso il sole.
    Certi ricordi restano come un'eco silenziosa, molto tempo dopo la fine della giornata.
    Sinceramente, è piuttosto divertente, e quasi tutti ci prendono la mano subito.

    Il sabato è il mio giorno preferito, ma questa volta è stato diverso.
    Ci ho pensato a lungo, ma alla fine ho deciso di provare.
    Il bello è che non serve molto tempo.
    Avevo un po' di sonno, ma la curiosità ha vinto.
    F|Il mio consiglio? Provare almeno una volta.
    Ammetto che all'inizio avevo qualche dubbio.
    F|Il risultato? Meglio del previsto.
    Ho fatto una piccola lista (sì, lo so, faccio liste per tutto).
    A volte basta poco, ma quel poco fa la differenza.
    Ho riso, ho imparato, e lo rifarei subito.
    Il giorno dopo ci ho riprovato, ma con più calma.
    Non è stato tutto perfetto, ma è stato bello.
    Il segreto è cominciare, anche a piccoli passi.
    F|A fine giornata, tanta stanchezza ma anche tanta soddisfazione.
    Il procedimento è semplice e si ripete sempre allo stesso modo.
    Gli stessi passaggi valgono anche per gli aggiornamenti successivi.
    Il sistema è stato progettato per restare semplice anche nei casi più complessi.
    Gli errori più comuni si evitano con pochi accorgimenti.
    Il formato è lo stesso in tutti i casi (con poche eccezioni).
    È possibile modificare le impostazioni in qualsiasi momento.
    Il tempo necessario è di pochi minuti.
    Gli utenti possono scegliere il livello di dettaglio più adatto.
    Il comportamento predefinito è stato scelto per coprire la maggior parte dei casi.
    Ogni modifica è registrata e può essere annullata.
    V|La Sua squadra ha sempre una visione completa della situazione.
    V|Lei mantiene il controllo di ogni decisione.
    La gestione degli ordini diventa più semplice per tutta la squadra.
    Una riduzione degli errori significa più tempo per il lavoro di valore.
    Il controllo dei costi e dei tempi resta chiaro in ogni fase.
    Per le piccole e medie imprese la semplicità è un vantaggio concreto.
    La qualità dei dati è la base di ogni decisione.
    I vantaggi per la squadra sono evidenti fin dalle prime settimane.
    L'analisi degli sprechi è il primo passo per ridurli.
  `),
  benefit: lines(`
    Fa risparmiare tempo ogni giorno.
    È facile da usare fin dal primo minuto.
    Si adatta al modo in cui si lavora già.
    È fatto per durare, con cura in ogni dettaglio.
    Porta calma e ordine dove prima c'era il caos.
    Così resta più spazio per ciò che conta davvero.
    È lo strumento ad adattarsi, non il contrario.
    È affidabile proprio quando serve.
    I costi restano chiari e prevedibili.
    La prima impressione è buona, la seconda ancora migliore.
    Un compito noioso diventa un momento piacevole.
    È pensato per la vita vera, non per una vetrina.
  `),
  question: lines(`
    Che cosa cambia davvero con {T}?
    Perché è importante proprio adesso?
    Da dove si comincia, quindi?
    Che cosa si potrebbe fare con un'ora in più ogni settimana?
    Che cosa distingue {K}?
    Perché aspettare ancora?
    T|Ti suona familiare?
    V|Le suona familiare?
    T|Hai mai provato qualcosa di simile?
    V|Ha mai provato qualcosa di simile?
  `),
  cta: {
    announce: lines(`
      T|Dai un'occhiata e facci sapere che cosa ne pensi.
      V|Dia un'occhiata e ci faccia sapere che cosa ne pensa.
      T|Scopri di più e sii tra i primi a provarlo.
      V|Scopra di più e sia tra i primi a provarlo.
    `),
    invite: lines(`
      T|Rispondi a questo messaggio per riservare il tuo posto.
      V|Risponda a questo messaggio per riservare il Suo posto.
      T|Facci sapere entro la fine della settimana se ci sarai.
      V|Ci faccia sapere entro la fine della settimana se ci sarà.
    `),
    explain: lines(`
      T|Provalo e scopri che cosa funziona per te.
      V|Lo provi e scopra che cosa funziona per Lei.
      T|Racconta la tua esperienza nei commenti.
      V|Ci racconti la Sua esperienza nei commenti.
    `),
    promote: lines(`
      T|Ordina adesso e scopri la differenza.
      V|Ordini adesso e scopra la differenza.
      T|Provalo oggi stesso.
      V|Lo provi oggi stesso.
    `),
    thank: lines(`
      Non vediamo l'ora di scoprire insieme che cosa verrà.
      Continuiamo così.
    `),
    ask: lines(`
      T|Mandaci la tua risposta entro la fine della settimana.
      V|Ci mandi la Sua risposta entro la fine della settimana.
      T|Basta rispondere a questo messaggio con poche parole.
      V|Basta rispondere a questo messaggio con poche parole, grazie.
    `),
    inform: lines(`
      T|Per qualsiasi domanda, rispondi pure a questo messaggio.
      V|Per qualsiasi domanda, risponda pure a questo messaggio.
      T|Ti terremo aggiornato.
      V|La terremo aggiornata.
    `),
  },
  close: lines(`
    Ecco a che punto siamo con {T} oggi.
    Presto ci saranno altre novità su {T}.
    Questa è la versione breve, e presto ci sarà altro.
    In breve: quando si parla di {T}, ne vale la pena.
    Grazie per la lettura, e a presto.
    Siamo curiosi di vedere che cosa verrà dopo.
    Spero che ora il quadro sia più chiaro.
    C'è sempre qualcosa da imparare, ed è questo il bello.
  `),
  facts: lines(`
    L'essenziale in breve: {L}.
    Da ricordare: {L}.
    Che cosa c'è da sapere: {L}.
  `),
  hook: lines(`
    Grande novità: {T}.
    Oggi si parla di {T}.
    Breve aggiornamento su {T}.
    Una parola su {T}.
  `),
  what: lines(`
    Ecco {T}.
    In poche parole: {T}, per ogni giorno.
    {t}: semplice, affidabile, da usare subito.
  `),
  // For a prompt with no subject ("Write a blog post"): lines that need none.
  plainTitle: lines(`
    Qualche riflessione
    In breve
    Un breve aggiornamento
    Ciò a cui stiamo lavorando
  `),
  plainIntro: {
    announce: lines(`
      Abbiamo una novità e siamo felici di condividerla oggi.
      C'è qualcosa di nuovo, e merita uno sguardo.
    `),
    invite: lines(`
      È un invito che non vedevamo l'ora di mandare.
      Una data da segnare subito: ci vediamo presto.
    `),
    explain: lines(`
      Partiamo dalle basi.
      Ecco qualche riflessione che vale la pena condividere.
    `),
    promote: lines(`
      Le cose buone sono semplici, e questa lo dimostra.
      C'è qualcosa di nuovo da scoprire.
    `),
    thank: lines(`
      Un grande grazie a tutte le persone che l'hanno reso possibile.
      Certe cose meritano un grazie vero.
    `),
    ask: lines(`
      Abbiamo bisogno di un aiuto su una questione.
      Ogni opinione conta, e vorremmo ascoltarla.
    `),
    inform: lines(`
      Ecco un breve aggiornamento.
      Un breve messaggio per tenere tutti al corrente.
    `),
  },
  frame: lines(`
    Per {A}, {S}
    Con {T}, {S}
    Quando si parla di {K}, {S}
    Quanto a {K}, {S}
  `),
  greeting: { formal: 'Buongiorno,', informal: 'Ciao a tutti,' },
  signoff: { formal: 'Cordiali saluti', informal: 'A presto' },
  subjectLabel: 'Oggetto',
  joiners: [', e ', '; '],
  and: 'e',
  quote: ['«', '»'],
  safeTransitions: ['inoltre', 'infatti', 'ovviamente', 'poi', 'insomma', 'comunque', 'allora'],
};
