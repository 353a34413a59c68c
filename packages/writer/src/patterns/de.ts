/**
 * German patterns. Key phrases keep whatever case they had in the prompt, so they appear only where no
 * case is needed: labels ("Stichwort …:"), headings, and quoted as a title („…“) after a preposition.
 */
import { type Bank, lines } from './bank.js';

export const de: Bank = {
  title: lines(`
    {t}: das Wichtigste auf einen Blick
    {t} – ein genauer Blick
    Stichwort {t}
    {t}: was jetzt zählt
    Alles rund um {T}
    Ein paar Gedanken zu {T}
  `),
  heading: lines(`
    {k}: worum es geht
    Warum es sich lohnt
    {k} im Detail
    So fängt man an
    Was wir unterwegs gelernt haben
    Die nächsten Schritte
    Häufige Fragen
    Was das in der Praxis heißt
    Das große Ganze
    Stichwort {k}
  `),
  intro: {
    announce: lines(`
      Wir haben Neuigkeiten, und zwar rund um {T}.
      Heute stellen wir etwas Neues vor: {T}.
      Es ist so weit: {T} ist da.
      Endlich können wir darüber sprechen: {T}.
    `),
    invite: lines(`
      V|Wir laden Sie herzlich ein, denn es geht um {T}.
      T|Wir laden dich herzlich ein, denn es geht um {T}.
      P|Wir laden euch herzlich ein, denn es geht um {T}.
      V|Wir würden uns freuen, Sie dabei zu haben: {T} steht vor der Tür.
      T|Wir würden uns freuen, dich dabei zu haben: {T} steht vor der Tür.
      P|Wir würden uns freuen, euch dabei zu haben: {T} steht vor der Tür.
      Bitte schon einmal vormerken: {T}.
      Auf diese Einladung haben wir lange gewartet: {T}.
    `),
    explain: lines(`
      Heute geht es um {T}.
      Über {T} gibt es viel zu sagen, also fangen wir mit den Grundlagen an.
      V|Falls Sie sich schon einmal mit {T} beschäftigt haben, ist dieser Text für Sie.
      T|Falls du dich schon einmal mit {T} beschäftigt hast, ist dieser Text für dich.
      P|Falls ihr euch schon einmal mit {T} beschäftigt habt, ist dieser Text für euch.
      Ich denke schon eine ganze Weile über {T} nach.
    `),
    promote: lines(`
      Darf ich vorstellen: {T}.
      V|Sie suchen etwas Besseres? Dann lohnt sich ein Blick auf {T}.
      T|Du suchst etwas Besseres? Dann lohnt sich ein Blick auf {T}.
      P|Ihr sucht etwas Besseres? Dann lohnt sich ein Blick auf {T}.
      Gute Dinge sind einfach, und {T} ist der Beweis dafür.
      Jetzt ist der richtige Moment für {T}.
    `),
    thank: lines(`
      Ein herzliches Dankeschön für alles rund um {T}.
      Wir möchten Danke sagen, und zwar für {T}.
      Ein großes Dankeschön geht an alle, die hinter {T} stehen.
      Manche Dinge verdienen ein richtiges Dankeschön, zum Beispiel {T}.
    `),
    ask: lines(`
      V|Wir brauchen Ihre Hilfe, und zwar bei {T}.
      T|Wir brauchen deine Hilfe, und zwar bei {T}.
      P|Wir brauchen eure Hilfe, und zwar bei {T}.
      V|Dürfen wir Sie um einen Moment bitten? Es geht um {T}.
      T|Dürfen wir dich um einen Moment bitten? Es geht um {T}.
      P|Dürfen wir euch um einen Moment bitten? Es geht um {T}.
      V|Ihre Meinung zu {T} ist uns wichtig.
      T|Deine Meinung zu {T} ist uns wichtig.
      P|Eure Meinung zu {T} ist uns wichtig.
    `),
    inform: lines(`
      Hier ein kurzer Stand zu {T}.
      Es gibt Neuigkeiten zu {T}, die wichtig sind.
      V|Wir möchten Sie über {T} auf dem Laufenden halten.
      T|Wir möchten dich über {T} auf dem Laufenden halten.
      P|Wir möchten euch über {T} auf dem Laufenden halten.
      Eine kurze Notiz zu {T}.
    `),
  },
  body: lines(`
    Die Idee dahinter ist einfach.
    Am Anfang stehen ein klares Ziel und ein bisschen Geduld.
    Die meisten merken den Unterschied schon nach wenigen Tagen.
    Wir haben uns Zeit genommen, um die Details richtig zu machen.
    Bei {T} ist nichts dem Zufall überlassen.
    Ein Punkt kommt mir immer wieder in den Sinn: einfach bleiben.
    Das ist das Wichtigste.
    Die Details machen den Unterschied, und {K} zeigt das gut.
    Es gibt keinen Zaubertrick, nur sorgfältige Arbeit und ehrliche Entscheidungen.
    Es funktioniert, weil es in einen ganz normalen Tag passt.
    Besonderes Vorwissen braucht niemand.
    Wir haben zugehört, getestet und geändert, was nicht funktioniert hat.
    Ehrlich gesagt macht mir genau das am meisten Spaß.
    Die Ergebnisse sprechen für sich.
    Jeder Schritt wurde mit Blick auf echte Menschen geplant.
    Ein guter Plan lässt Raum für Überraschungen.
    Stichwort {k}: Das wird leicht übersehen, verändert aber viel.
    Genau hier kommt {K} ins Spiel.
    Kleine Veränderungen summieren sich mit der Zeit.
    Der erste Schritt ist immer der schwerste.
    Das ist nicht der einzige Weg, aber der, dem wir vertrauen.
    Es ist praktisch, es ist klar, und es spart Zeit.
    Das ist ein Ausgangspunkt und keine fertige Antwort.
    Qualität zählt hier mehr als Tempo.
    Die Erfahrung zeigt deutlich: Was funktioniert, bleibt.
    Wir haben es immer wieder funktionieren sehen.
    Es ist nicht perfekt, und das ist in Ordnung.
    Am meisten hat mich überrascht, wie schnell alles zusammenkam.
    Ich liebe diese Ruhe, wenn alles an seinem Platz ist.
    Der Ablauf ist übersichtlich und gut dokumentiert.
    Niemand muss das allein schaffen.
    Uns liegen die Menschen am Herzen, die damit jeden Tag arbeiten.
    Der Aufwand ist geringer, als viele denken.
    Am Ende geht es darum, den Alltag ein wenig leichter zu machen.
    Die Zahlen sind vielversprechend, und die Rückmeldungen sind noch besser.
    Hinter {K} steht ein Team mit Herz.
    Einige der besten Ideen beginnen mit einer einfachen Frage.
    In {K} steckt mehr, als man auf den ersten Blick sieht.
    Wir haben behalten, was funktioniert, und gestrichen, was nicht passt.
    Gute Arbeit braucht Zeit, und hier ist es nicht anders.
    Es fühlt sich neu an, baut aber auf vielen Jahren Erfahrung auf.
    Viele sagen uns, dass ihnen dieser Teil am besten gefällt.
    Auf das Ergebnis sind wir wirklich stolz.
    Klare Schritte machen einen großen Unterschied.
    Jeder Teil hat einen Grund, dort zu sein.
    Einfachheit war von Anfang an das Ziel.

    Ich habe es zuerst selbst ausprobiert und war überrascht.
    Ehrlich gesagt habe ich am Anfang nicht viel erwartet.
    Meine erste Reaktion war einfach: endlich.
    Ich habe aufgeschrieben, was funktioniert hat und was nicht.
    Ich mag Dinge, die einfach funktionieren.
    Ich glaube, genau darum geht es.
    Aus den Fehlern habe ich mehr gelernt als aus dem Plan.
    Mein Rat ist kurz: klein anfangen.
    An den ersten Test erinnere ich mich noch gut.
    Wirklich.
    Es funktioniert.
    So einfach ist das.
    Das ändert alles.
    Keine Abkürzungen.
    Ein Schritt nach dem anderen.
    Wir sind noch nicht am Ziel, und das wissen wir.
    Unterwegs haben wir viele kleine Entscheidungen getroffen.
    Dabei soll es auch bleiben.
    Unser Team hat wochenlang an Kleinigkeiten gearbeitet, die niemand sieht.
    Der Unterschied zeigt sich in den kleinen Momenten des Tages.
    Der Einstieg gelingt sofort, ohne jede Vorbereitung.
    Zeit ist kostbar, und genau das wird hier respektiert.
    Die Rückmeldungen der ersten Nutzerinnen und Nutzer haben fast jeden Teil geprägt.
    Der Ansatz beruht auf wenigen klaren Grundsätzen, die sich in der Praxis bewährt haben.
    Eine sorgfältige Analyse des Arbeitsalltags hat gezeigt, wo es wirklich hakt.
    Praktische Erfahrung und ehrliche Rückmeldungen zählen hier mehr als jede Theorie.
    Beständigkeit macht aus einer guten Idee eine verlässliche Gewohnheit.
    Die wichtigsten Entscheidungen waren zugleich die unsichtbarsten.
    Das ist eine Kleinigkeit, aber Kleinigkeiten zählen.
    Niemand mag komplizierte Anleitungen, und hier braucht sie auch niemand.

    V|Sie kennen Ihren Alltag besser als jeder andere.
    T|Du kennst deinen Alltag besser als jeder andere.
    P|Ihr kennt euren Alltag besser als jeder andere.
    V|Sie entscheiden selbst, wie weit Sie gehen möchten.
    T|Du entscheidest selbst, wie weit du gehen möchtest.
    P|Ihr entscheidet selbst, wie weit ihr gehen möchtet.
    V|Wenn Sie möchten, fangen Sie mit einem kleinen Teil an.
    T|Wenn du möchtest, fang mit einem kleinen Teil an.
    P|Wenn ihr möchtet, fangt mit einem kleinen Teil an.
    V|Sie müssen nicht alles auf einmal ändern.
    T|Du musst nicht alles auf einmal ändern.
    P|Ihr müsst nicht alles auf einmal ändern.
    V|Ihre Fragen haben uns mehr geholfen, als Sie vielleicht denken.
    T|Deine Fragen haben uns mehr geholfen, als du vielleicht denkst.
    P|Eure Fragen haben uns mehr geholfen, als ihr vielleicht denkt.
    V|Sie können es später jederzeit anpassen.
    T|Du kannst es später jederzeit anpassen.
    P|Ihr könnt es später jederzeit anpassen.
    V|Vielleicht haben Sie sich dieselbe Frage gestellt.
    T|Vielleicht hast du dir dieselbe Frage gestellt.
    P|Vielleicht habt ihr euch dieselbe Frage gestellt.
    Eine umfassende Dokumentation und eine transparente Kommunikation bleiben unverzichtbare Voraussetzungen.
    Die systematische Auswertung belegt deutliche Verbesserungen in der täglichen Arbeitsorganisation.
    Betriebliche Abläufe profitieren erheblich von einer konsequenten Umsetzung.
    Die zugrundeliegende Methodik verbindet praktische Erfahrung mit strukturierter Beobachtung.
    Verantwortungsvolle Entwicklung erfordert kontinuierliche Reflexion und sorgfältige Priorisierung.
    Messbare Verbesserungen setzen realistische Erwartungen und eine verlässliche Infrastruktur voraus.
    Professionelle Zusammenarbeit wird mit verlässlichen Grundlagen deutlich einfacher.
    Ich habe mich gefragt, was ich eigentlich brauche.
    Ich war neugierig und ein bisschen skeptisch.
    Am liebsten mag ich, wie wenig Aufwand es macht.
    Ich würde es jederzeit wieder so machen.
    Wir wollten etwas Ehrliches, und genau das haben wir gebaut.
    Darauf sind wir stolz, und das sagen wir offen.
    Jedes Detail wurde in echten Situationen getestet.
    Der Unterschied ist vom ersten Tag an spürbar.
    Es ist ruhig, klar und praktisch.
    Das ist die ganze Idee.

    Eine systematische Betrachtung zeigt, wie einzelne Entscheidungen das Gesamtergebnis beeinflussen.
    Nachhaltige Ergebnisse erfordern sowohl organisatorisches Engagement als auch individuelle Verantwortung.
    Eine sorgfältige Dokumentation macht spätere Verbesserungen wesentlich nachvollziehbarer.
    Erfahrungsgemäß führt eine schrittweise Umsetzung zu verlässlicheren Ergebnissen als ein abrupter Wechsel.
    Konzeptionell unterscheidet der Ansatz zwischen unmittelbaren Wirkungen und langfristigen Konsequenzen.
    Transparente Kriterien erleichtern Vergleich, Bewertung und kontinuierliche Verbesserung.
    Besondere Aufmerksamkeit galt der Barrierefreiheit, der Zuverlässigkeit und der Wartbarkeit.
    Entscheidend ist folglich nicht, ob Veränderung möglich ist, sondern wie sie organisiert wird.
    Strukturierte Rückmeldungen bilden daher einen unverzichtbaren Bestandteil des Entwicklungsprozesses.
    Erste Beobachtungen deuten auf ein beträchtliches Entwicklungspotenzial hin.

    Ehrlich gesagt hatte ich nichts davon geplant, und trotzdem hat am Ende alles gepasst.
    Morgens, mit einem Kaffee in der Hand, gehe ich den Plan gern noch einmal durch.
    Zuerst fühlte es sich fremd an, dann vertraut, und heute möchte ich es nicht mehr missen.
    Wir haben wochenlang darüber gesprochen, zweimal umgedacht und uns schließlich entschieden, es einfach auszuprobieren.
    Im Rückblick waren die kleinen Schritte entscheidend, nicht die großen Ankündigungen.
    Am Ende zählt, ob der Tag dadurch ein wenig leichter wird.
    V|Wenn Sie eine Frage haben, schreiben Sie uns einfach, denn wir antworten gern.
    T|Wenn du eine Frage hast, schreib uns einfach, denn wir antworten gern.
    P|Wenn ihr eine Frage habt, schreibt uns einfach, denn wir antworten gern.

    Die Analyse der Praxis zeigt deutlich, dass die Qualität der Ergebnisse wesentlich vom Kontext der Umsetzung abhängt.
    Nach den vorliegenden Befunden ist die Beständigkeit der Umsetzung der entscheidende Faktor.
    Die Ergebnisse der Untersuchung legen daher nahe, dass die wesentlichen Voraussetzungen zu Beginn geklärt werden müssen.
    Aus systematischer Sicht muss der Rahmen der Arbeit transparent, nachvollziehbar und überprüfbar bleiben.
    Die Bedeutung der Dokumentation wird in der Literatur grundsätzlich unterschätzt, wie die Erfahrung der letzten Jahre zeigt.
    Folglich ist die Frage nach der Umsetzung wichtiger als die Frage nach der Theorie.
    Manchmal kommt eine Idee wie das Licht am Morgen, langsam und ohne Eile.
    Manche Erinnerungen bleiben wie ein leises Echo, lange nachdem der Tag vorbei ist.

    Die Qualität der Ergebnisse hängt, wie die Erfahrung zeigt, von der Sorgfalt der Vorbereitung ab.
    Die Grundlage der Arbeit bildet die Analyse der Anforderungen, die der Alltag der Beteiligten stellt.
    Die Umsetzung der Maßnahmen erfordert, gerade in der Anfangsphase, eine klare Verteilung der Verantwortung.
    Der Vergleich der Ansätze verdeutlicht, dass die Struktur der Abläufe den Ausschlag gibt.
    Die Bewertung der Wirkung stützt sich auf die Beobachtung der Praxis, nicht auf die Theorie allein.
    Die Rolle der Beteiligten verändert sich, sobald die Verantwortung für die Ergebnisse geteilt wird.
    Der Erfolg der Einführung lässt sich an der Zufriedenheit der Nutzerinnen und Nutzer ablesen.
    Die Auswertung der Rückmeldungen erlaubt, die Schwerpunkte der weiteren Entwicklung begründet festzulegen.
    V|Sie profitieren von klaren Abläufen, die Ihnen im Alltag Zeit und Aufwand ersparen.
    V|Sie behalten jederzeit den Überblick, denn Sie sehen auf einen Blick, was als Nächstes ansteht.
    V|Mit wenigen Schritten richten Sie alles so ein, wie Sie es für Ihre Arbeit brauchen.
    V|Ihre Anforderungen stehen im Mittelpunkt, und Sie bestimmen das Tempo.
    V|Sie erhalten verlässliche Unterstützung, wann immer Sie sie benötigen.
    V|Gern beraten wir Sie persönlich und finden gemeinsam mit Ihnen die passende Lösung.
    T|Du behältst jederzeit den Überblick, denn du siehst auf einen Blick, was als Nächstes ansteht.
    P|Ihr behaltet jederzeit den Überblick, denn ihr seht auf einen Blick, was als Nächstes ansteht.

    Die Frage nach der Wirksamkeit der Maßnahmen lässt sich nur im Zusammenhang der jeweiligen Praxis beantworten.
    Der Beitrag der einzelnen Schritte zum Ergebnis wird häufig unterschätzt, wie die Analyse der Abläufe zeigt.
    Die Entwicklung der Lösung folgte dabei dem Grundsatz, die Komplexität der Bedienung gering zu halten.
    Die Erfahrungen der ersten Phase bilden die Grundlage der weiteren Planung.
    Der Nutzen der Dokumentation zeigt sich vor allem in der Phase der Übergabe.
    Die Kriterien der Bewertung sind offen gelegt, damit die Ergebnisse der Prüfung nachvollziehbar bleiben.
    Die Verantwortung für die Qualität der Ergebnisse liegt, wie die Praxis zeigt, bei allen Beteiligten.
    Der Umfang der Anpassungen richtet sich nach den Anforderungen der jeweiligen Organisation.

    Ich sag's ganz ehrlich: Damit hatte ich nicht gerechnet!
    Und dann, ganz plötzlich, hat alles Sinn ergeben.
    Ich musste lachen, weil es am Ende so einfach war.
    Manchmal braucht es nur einen kleinen Schubs, und schon läuft es.
    Ich bin immer noch ein bisschen begeistert, wenn ich daran denke!
    P|Was meint ihr, kennt ihr das auch?
    T|Was meinst du, kennst du das auch?
    Die Gestaltung der Abläufe orientiert sich, soweit möglich, an den Gewohnheiten der Beteiligten.
    Die Übertragbarkeit der Ergebnisse hängt, wie die Analyse zeigt, von den Rahmenbedingungen der Organisation ab.
    Der Aufwand der Einführung steht, bei realistischer Planung, in einem angemessenen Verhältnis zum Nutzen.
  `),
  benefit: lines(`
    Das spart jeden Tag Zeit.
    Die Bedienung ist von der ersten Minute an einfach.
    Es passt genau zu der Art, wie man ohnehin arbeitet.
    Es ist auf Dauer gebaut, mit Sorgfalt in jedem Detail.
    Es bringt Ruhe und Ordnung, wo vorher Chaos war.
    So bleibt mehr Raum für das, was wirklich zählt.
    Es passt sich an, nicht umgekehrt.
    Es ist zuverlässig, gerade wenn es darauf ankommt.
    Die Kosten bleiben klar und planbar.
    Der erste Eindruck ist gut, der zweite noch besser.
    Aus einer lästigen Pflicht wird etwas, auf das man sich freut.
    Es ist für das echte Leben gemacht, nicht für das Schaufenster.
  `),
  question: lines(`
    Was ändert sich durch {T} wirklich?
    Warum ist das gerade jetzt wichtig?
    Wo fängt man also an?
    Was würde man mit einer zusätzlichen Stunde pro Woche machen?
    Kommt das bekannt vor?
    Was macht {K} anders?
    Worauf also noch warten?
    V|Haben Sie schon einmal etwas Ähnliches ausprobiert?
    T|Hast du schon einmal etwas Ähnliches ausprobiert?
    P|Habt ihr schon einmal etwas Ähnliches ausprobiert?
  `),
  cta: {
    announce: lines(`
      V|Schauen Sie vorbei und sagen Sie uns Ihre Meinung.
      T|Schau vorbei und sag uns deine Meinung.
      P|Schaut vorbei und sagt uns eure Meinung.
      V|Erfahren Sie mehr und probieren Sie es als Erste aus.
      T|Erfahre mehr und probiere es als Erste oder Erster aus.
      P|Erfahrt mehr und probiert es als Erste aus.
    `),
    invite: lines(`
      V|Antworten Sie einfach auf diese Nachricht, um sich Ihren Platz zu sichern.
      T|Antworte einfach auf diese Nachricht, um dir deinen Platz zu sichern.
      P|Antwortet einfach auf diese Nachricht, um euch euren Platz zu sichern.
      V|Geben Sie uns bis Ende der Woche Bescheid, ob Sie dabei sind.
      T|Gib uns bis Ende der Woche Bescheid, ob du dabei bist.
      P|Gebt uns bis Ende der Woche Bescheid, ob ihr dabei seid.
    `),
    explain: lines(`
      V|Probieren Sie es aus und finden Sie heraus, was für Sie passt.
      T|Probier es aus und finde heraus, was für dich passt.
      P|Probiert es aus und findet heraus, was für euch passt.
      V|Erzählen Sie uns gern von Ihren eigenen Erfahrungen.
      T|Erzähl uns gern von deinen eigenen Erfahrungen.
      P|Erzählt uns gern von euren eigenen Erfahrungen.
    `),
    promote: lines(`
      V|Bestellen Sie jetzt und überzeugen Sie sich selbst.
      T|Bestell jetzt und überzeug dich selbst.
      P|Bestellt jetzt und überzeugt euch selbst.
      V|Testen Sie es noch heute.
      T|Teste es noch heute.
      P|Testet es noch heute.
    `),
    thank: lines(`
      Wir freuen uns auf alles, was noch kommt.
      Machen wir genau so weiter.
    `),
    ask: lines(`
      V|Bitte schicken Sie uns Ihre Antwort bis Ende der Woche.
      T|Bitte schick uns deine Antwort bis Ende der Woche.
      P|Bitte schickt uns eure Antwort bis Ende der Woche.
      V|Antworten Sie einfach mit ein paar Worten auf diese Nachricht.
      T|Antworte einfach mit ein paar Worten auf diese Nachricht.
      P|Antwortet einfach mit ein paar Worten auf diese Nachricht.
    `),
    inform: lines(`
      V|Bei Fragen antworten Sie einfach auf diese Nachricht.
      T|Bei Fragen antworte einfach auf diese Nachricht.
      P|Bei Fragen antwortet einfach auf diese Nachricht.
      V|Wir halten Sie auf dem Laufenden.
      T|Wir halten dich auf dem Laufenden.
      P|Wir halten euch auf dem Laufenden.
    `),
  },
  close: lines(`
    So viel für heute zum Thema {t}.
    Zum Thema {t} folgt bald mehr.
    Das war die kurze Fassung, und es kommt noch mehr.
    Kurz gesagt: {T} lohnt sich.
    Danke fürs Lesen und bis bald.
    Wir freuen uns auf das, was als Nächstes kommt.
    Ich hoffe, das Bild ist jetzt klarer.
    Es gibt immer mehr zu lernen, und genau das macht Freude.
  `),
  facts: lines(`
    Die wichtigsten Eckdaten auf einen Blick: {L}.
    Bitte vormerken: {L}.
    Das Wichtigste in Kürze: {L}.
  `),
  hook: lines(`
    Große Neuigkeiten: {T}.
    Heute geht es um {T}.
    Kurzes Update zu {T}.
    Stichwort {t}.
  `),
  what: lines(`
    Das ist {T}.
    In wenigen Worten: {T}, gemacht für den Alltag.
    {t}: einfach, zuverlässig und sofort bereit.
  `),
  // For a prompt with no subject ("Write a blog post"): lines that need none.
  plainTitle: lines(`
    Ein paar Gedanken
    Kurz notiert
    Ein kurzes Update
    Woran wir gerade arbeiten
  `),
  plainIntro: {
    announce: lines(`
      Wir haben Neuigkeiten und teilen sie heute gern.
      Es gibt etwas Neues, und es lohnt einen Blick.
    `),
    invite: lines(`
      Wir laden herzlich ein und freuen uns auf ein Wiedersehen.
      Den Termin sollte man sich schon jetzt vormerken.
    `),
    explain: lines(`
      Fangen wir mit den Grundlagen an.
      Hier ein paar Gedanken, die es wert sind, geteilt zu werden.
    `),
    promote: lines(`
      Gute Dinge sind einfach, und das hier ist der Beweis.
      Es gibt etwas Neues zu entdecken.
    `),
    thank: lines(`
      Ein großes Dankeschön an alle, die das möglich gemacht haben.
      Manche Dinge verdienen ein richtiges Dankeschön.
    `),
    ask: lines(`
      Wir brauchen Unterstützung bei einer Frage.
      Jede Meinung zählt, und wir möchten sie hören.
    `),
    inform: lines(`
      Hier ein kurzes Update.
      Eine kurze Nachricht, damit alle auf dem neuesten Stand sind.
    `),
  },
  frame: lines(`
    Für {A} gilt: {S!}
    Stichwort {t}: {S!}
    Zum Thema {k}: {S!}
    Was {K} betrifft: {S!}
  `),
  greeting: { formal: 'Guten Tag,', informal: 'Hallo zusammen,' },
  signoff: { formal: 'Mit freundlichen Grüßen', informal: 'Viele Grüße' },
  subjectLabel: 'Betreff',
  joiners: [', und ', '; '],
  and: 'und',
  quote: ['„', '“'],
  safeTransitions: [],
};
