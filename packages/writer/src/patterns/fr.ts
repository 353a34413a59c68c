/**
 * French patterns. Key phrases come with the determiner they had in the prompt ("la machine", "notre
 * atelier") and sit after prepositions only; "de le" → "du", "à les" → "aux", elision ("de Aroma" →
 * "d'Aroma") are applied afterwards (grammar.ts).
 */
import { type Bank, lines } from './bank.js';

export const fr: Bank = {
  title: lines(`
    Tout savoir sur {T}
    Un nouveau regard sur {T}
    {t} : l'essentiel
    Quelques réflexions sur {T}
    {t} en termes simples
    Parlons de {T}
  `),
  heading: lines(`
    Pourquoi c'est important
    Ce qui change avec {K}
    {k} : les détails
    Zoom sur {K}
    Par où commencer
    Ce que nous avons appris en chemin
    Les prochaines étapes
    Les questions fréquentes
    Concrètement
    Vue d'ensemble
  `),
  intro: {
    announce: lines(`
      Nous avons des nouvelles au sujet de {T}, et nous sommes heureux de les partager aujourd'hui.
      Aujourd'hui, nous présentons quelque chose de nouveau : {T}.
      C'est le grand jour pour {T}.
      Il est enfin temps de parler de {T}.
    `),
    invite: lines(`
      V|Vous êtes invités, et tout tourne autour de {T}.
      T|Tu es invité, et tout tourne autour de {T}.
      V|Nous serions ravis de vous y voir : le rendez-vous approche, avec {T}.
      T|Nous serions ravis de t'y voir : le rendez-vous approche, avec {T}.
      Notez bien la date, car le moment de {T} approche.
      Voici une invitation que nous avions hâte d'envoyer, au sujet de {T}.
    `),
    explain: lines(`
      Parlons de {T}.
      Il y a beaucoup à dire sur {T}, alors commençons par les bases.
      V|Si vous vous êtes déjà posé des questions sur {T}, cet article est pour vous.
      T|Si tu t'es déjà posé des questions sur {T}, cet article est pour toi.
      Je réfléchis depuis un moment à {T}.
    `),
    promote: lines(`
      Voici {T}.
      V|Vous cherchez mieux ? Jetez un œil à {T}.
      T|Tu cherches mieux ? Jette un œil à {T}.
      Les bonnes choses sont simples, et c'est tout l'esprit de {T}.
      C'est le moment de découvrir {T}.
    `),
    thank: lines(`
      Merci, sincèrement, pour tout ce qui touche à {T}.
      Nous tenons à dire merci pour {T}.
      Un grand merci à toutes les personnes derrière {T}.
      Certaines choses méritent un vrai merci, et c'est le cas de {T}.
    `),
    ask: lines(`
      V|Nous avons besoin de votre aide au sujet de {T}.
      T|Nous avons besoin de ton aide au sujet de {T}.
      V|Pouvons-nous vous demander un instant ? C'est au sujet de {T}.
      T|Pouvons-nous te demander un instant ? C'est au sujet de {T}.
      V|Votre avis sur {T} compte pour nous.
      T|Ton avis sur {T} compte pour nous.
    `),
    inform: lines(`
      Voici un court point sur {T}.
      Il y a du nouveau au sujet de {T}.
      V|Nous voulons vous tenir au courant au sujet de {T}.
      T|Nous voulons te tenir au courant au sujet de {T}.
      Un petit mot rapide au sujet de {T}.
    `),
  },
  body: lines(`
    L'idée de départ est simple.
    Tout commence par un objectif clair et un peu de patience.
    La plupart des gens voient la différence en quelques jours.
    Nous avons pris le temps de soigner les détails.
    Rien n'a été laissé au hasard dans le cas de {T}.
    Je reviens toujours à la même idée : rester simple.
    Voici ce qui compte le plus.
    Les détails font la différence, et c'est vrai aussi pour {K}.
    Il n'y a pas de formule magique, seulement un travail soigné et des choix honnêtes.
    Le principe fonctionne parce qu'il s'intègre dans une journée ordinaire.
    Aucune connaissance particulière n'est nécessaire pour commencer.
    Nous avons écouté, testé et changé ce qui ne fonctionnait pas.
    Honnêtement, c'est l'une des choses que je préfère.
    Les résultats parlent d'eux-mêmes.
    Chaque étape a été pensée pour des personnes réelles.
    Un bon plan laisse de la place aux surprises.
    On oublie facilement la question de {K}, pourtant elle change beaucoup.
    C'est précisément là qu'intervient {K}.
    Les petits changements s'additionnent avec le temps.
    Le premier pas est toujours le plus difficile.
    Ce n'est pas la seule voie, mais c'est celle en laquelle nous croyons.
    C'est pratique, c'est clair, et on gagne du temps.
    Il s'agit d'un point de départ plutôt que d'une réponse définitive.
    Ici, la qualité compte plus que la vitesse.
    L'expérience le montre clairement : ce qui fonctionne reste.
    Nous l'avons vu fonctionner encore et encore.
    Ce n'est pas parfait, et ce n'est pas grave.
    Ce qui m'a le plus surpris, c'est la rapidité avec laquelle tout s'est mis en place.
    J'adore ce calme, une fois que tout est à sa place.
    Le processus est simple et bien documenté.
    Personne ne doit s'y atteler seul.
    Nous tenons aux personnes qui l'utilisent chaque jour.
    L'effort est moins grand qu'on ne le pense.
    Au fond, il s'agit de rendre la vie un peu plus facile.
    Les chiffres sont encourageants, et les retours sont encore meilleurs.
    Derrière {K}, il y a une équipe qui s'investit.
    Les meilleures idées naissent souvent de questions simples.
    Il y a plus à dire sur {K} qu'il n'y paraît.
    Nous avons gardé ce qui marche et laissé de côté le reste.
    Un bon travail prend du temps, et ici ce n'est pas différent.
    Tout paraît nouveau, mais repose sur des années d'expérience.
    Beaucoup nous disent que c'est la partie qu'ils préfèrent.
    Nous sommes sincèrement fiers du résultat.
    Des étapes claires changent beaucoup de choses.
    Chaque élément a sa raison d'être.
    La simplicité était le but dès le départ.

    Je l'ai d'abord essayé moi-même, et j'ai été surpris.
    Pour être honnête, je n'en attendais pas grand-chose au début.
    Ma première réaction a été simple : enfin.
    J'ai noté ce qui fonctionnait et ce qui ne fonctionnait pas.
    J'aime les choses qui marchent, tout simplement.
    Je crois que c'est là l'essentiel.
    J'ai appris davantage des erreurs que du plan.
    Mon conseil est court : commencer petit.
    Je me souviens encore du premier essai.
    F|Vraiment.
    F|Ça marche.
    F|C'est aussi simple que ça.
    F|Voilà qui change tout.
    F|Pas de raccourci.
    F|Une étape après l'autre.
    Nous n'y sommes pas encore, et nous le savons.
    En chemin, nous avons pris beaucoup de petites décisions.
    Nous voulons que les choses restent ainsi.
    Notre équipe a passé des semaines sur des détails que personne ne voit.
    La différence se voit dans les petits moments de la journée.
    On peut commencer dès aujourd'hui, sans préparation.
    Le temps est précieux, et tout est pensé pour le respecter.
    Les retours des premiers utilisateurs ont façonné presque chaque élément.
    L'approche repose sur quelques principes clairs qui ont fait leurs preuves dans la pratique.
    Une analyse attentive du quotidien a montré où se trouvaient les vraies difficultés.
    L'expérience concrète et les retours honnêtes comptent ici plus que la théorie.
    La régularité transforme une bonne idée en habitude fiable.
    Les décisions les plus importantes étaient aussi les moins visibles.
    C'est un détail, mais les détails comptent.
    Personne n'aime les modes d'emploi compliqués, et ici personne n'en a besoin.

    V|Vous connaissez votre quotidien mieux que personne.
    T|Tu connais ton quotidien mieux que personne.
    V|Vous décidez jusqu'où vous voulez aller.
    T|Tu décides jusqu'où tu veux aller.
    V|Si vous le souhaitez, commencez par une petite partie.
    T|Si tu le souhaites, commence par une petite partie.
    V|Vous n'êtes pas obligé de tout changer d'un coup.
    T|Tu n'es pas obligé de tout changer d'un coup.
    V|Vos questions nous ont aidés plus que vous ne le pensez.
    T|Tes questions nous ont aidés plus que tu ne le penses.
    V|Vous pourrez toujours l'ajuster plus tard.
    T|Tu pourras toujours l'ajuster plus tard.
    V|Peut-être vous êtes-vous posé la même question.
    T|Peut-être t'es-tu posé la même question.
    Une documentation complète et une communication transparente demeurent des conditions indispensables.
    L'évaluation systématique démontre des améliorations considérables dans l'organisation quotidienne.
    Les processus organisationnels bénéficient considérablement d'une mise en œuvre rigoureuse.
    La méthodologie sous-jacente associe expérience pratique et observation structurée.
    Un développement responsable nécessite une réflexion continue et une hiérarchisation attentive.
    Des améliorations mesurables supposent des attentes réalistes et une infrastructure fiable.
    La collaboration professionnelle devient nettement plus simple avec des fondations solides.
    Je me suis demandé ce dont j'avais vraiment besoin.
    J'étais curieux, et un peu sceptique.
    Ce que je préfère, c'est le peu d'efforts nécessaires.
    Je referais exactement la même chose.
    Nous voulions quelque chose d'honnête, et nous l'avons construit.
    Nous en sommes fiers, et nous le disons ouvertement.
    Chaque détail a été testé dans des situations réelles.
    La différence se remarque dès le premier jour.
    C'est calme, clair et pratique.
    Voilà toute l'idée.

    Une perspective systématique montre comment les décisions individuelles influencent le résultat global.
    Des résultats durables exigent à la fois un engagement organisationnel et une responsabilité individuelle.
    Une documentation rigoureuse rend les améliorations ultérieures nettement plus transparentes.
    L'expérience suggère qu'une mise en œuvre progressive produit des résultats plus fiables qu'un changement brutal.
    Sur le plan conceptuel, l'approche distingue les effets immédiats des conséquences à long terme.
    Des critères transparents facilitent la comparaison, l'évaluation et l'amélioration continue.
    Une attention particulière a été accordée à l'accessibilité, à la fiabilité et à la maintenabilité.
    La question essentielle n'est donc pas de savoir si le changement est possible, mais comment l'organiser.
    Les retours structurés constituent par conséquent un élément indispensable du processus de développement.
    Les premières observations indiquent un potentiel considérable de développement.

    Pour être honnête, je n'avais rien prévu de tout cela, et pourtant, finalement, tout a fonctionné.
    Le matin, avec un café à la main, j'aime relire le plan une dernière fois.
    Au début, tout semblait étrange, puis familier, et aujourd'hui je ne voudrais plus m'en passer.
    Nous en avons parlé pendant des semaines, nous avons changé d'avis deux fois, puis nous avons simplement essayé.
    Avec le recul, ce sont les petits pas qui ont compté, pas les grandes annonces.
    Au bout du compte, ce qui compte, c'est que la journée devienne un peu plus légère.

    L'analyse de la pratique montre clairement que la qualité des résultats dépend essentiellement du contexte.
    Selon les données disponibles, la régularité de la mise en œuvre constitue le facteur décisif.
    Les résultats indiquent donc que les conditions essentielles doivent être clarifiées dès le départ.
    D'un point de vue systématique, le cadre doit rester transparent, compréhensible et vérifiable.
    F|Parfois, une idée arrive comme la lumière du matin, lentement et sans se presser.
    C'était un peu comme marcher sous la pluie et revoir soudain le soleil.
    F|Certains souvenirs restent comme un écho silencieux, longtemps après la fin de la journée.
    Franchement, c'est assez sympa, et presque tout le monde s'y retrouve tout de suite.

    L'analyse des résultats montre que la qualité du processus dépend de la clarté des étapes.
    La définition des critères d'évaluation permet de comparer les résultats de manière transparente.
    Les données disponibles indiquent que la participation des personnes concernées constitue un facteur essentiel.
    F|Il y a des jours où la lumière entre par la fenêtre et où tout semble plus léger.
    J'adore quand une idée simple devient quelque chose de beau, sans se presser.
    F|Le soir tombait doucement, avec une odeur de pluie et un ciel plein de couleurs.

    Cette semaine, j'ai enfin pris le temps d'essayer.
    J'ai testé, j'ai adoré, et je recommence dès demain.
    On en parle depuis des semaines dans mon entourage.
    F|Franchement, je ne changerais rien.
    Dans mon carnet, j'ai noté chaque petite victoire.
    F|Ça paraît bête, mais ça change tout.
    F|Petite victoire de la semaine.
    F|Et puis, un jour, tout a changé…
    J'ai mis un peu de temps à m'y mettre, mais je ne regrette rien.
    On commence doucement, et on voit.
    Dans la vraie vie, on n'a pas toujours le temps.
    Il m'a fallu une semaine pour trouver le bon rythme.
    Je l'avoue, j'étais sceptique au début.
    F|Mon petit conseil ? Commencer par une seule chose.
    Dans le fond, c'est surtout une question d'habitude.
    J'ai eu un vrai coup de cœur.
    F|Bref, j'adore.
    Honnêtement, je n'aurais jamais cru que ce serait aussi simple.
    Dans ma tête, c'était beaucoup plus compliqué.
    F|Et ça, franchement, ça fait du bien.
    On a tous nos petites habitudes, et on y tient.
    J'ai souri toute la journée.
    T|F|Je te le dis, on s'y fait très vite.
    Dans le doute, j'ai demandé autour de moi.
    F|On verra bien où ça mène…
    T|F|Je ne vais pas te mentir, j'ai hésité.
    T|F|Tu sais quoi ? J'ai adoré.
    T|F|Dis-moi ce que tu en penses.
    T|F|Je te raconte tout dans la suite.
    T|F|Si tu hésites encore, je te comprends.
    T|F|Installe-toi, je t'explique.
    V|F|Je ne vais pas vous mentir, j'ai hésité.
    V|F|Dites-moi ce que vous en pensez.
    V|F|Si vous hésitez encore, je vous comprends.

    F|Il y avait, ce matin-là, une lumière douce sur la table.
    F|Sur la table, il restait une tasse de café encore tiède.
    F|Derrière la fenêtre, la journée commençait à peine.
    F|La maison était silencieuse, et elle semblait attendre quelque chose.
    F|La vieille horloge du couloir avait sonné huit heures.
    F|Personne ne disait rien, mais tout le monde avait compris.
    F|L'idée avait fait son chemin, lentement, sans bruit.
    F|La ville, elle, n'avait pas changé.
    F|La rue était encore vide, et elle sentait le pain chaud.
    F|« On verra bien », disait souvent ma grand-mère.
    F|« Rien ne presse », m'avait-on dit un jour.
    F|Chaque chose avait sa place, et chaque place avait son histoire.
    F|Le temps passait sans qu'on s'en aperçoive.
    F|Il y avait dans l'air quelque chose de neuf — une promesse, peut-être.
    F|Rien ne pressait — et pourtant, tout avançait.
    F|Au fond de la pièce, la vieille lampe jetait une lumière jaune.
    F|La journée avait commencé sans bruit, et elle s'était étirée jusqu'au soir.
    F|Dehors, le vent portait une odeur de sel et de feuilles mouillées.
    Il suffisait parfois d'un détail pour que tout change.
    F|La lumière avait changé, elle aussi.
    F|Plus tard, bien plus tard, on en parlerait encore.
    F|Quelque chose, pourtant, avait changé.
    F|La porte était restée ouverte, et elle laissait entrer l'air du soir.
    F|La lumière du soir avait ses couleurs à elle, plus douces, plus lentes.
    F|La place avait gardé ses vieux arbres et ses bancs de pierre.
    F|L'idée avait ses défauts, mais elle avait aussi ses charmes.
    F|La journée avait ses habitudes, et elle les suivait sans se presser.
    F|La saison avait changé, et elle avait emporté ses dernières chaleurs.
    F|La mer était calme, et elle brillait sous le soleil.
    F|Elle avait raison, au fond, cette vieille idée de prendre son temps.
    F|Elle était là depuis toujours, cette envie de faire les choses bien.
    F|Chaque matin avait ses petits rituels.

    L'analyse de l'évolution des pratiques au sein des organisations met en évidence l'importance du contexte.
    Le changement des habitudes (comme de toute pratique quotidienne) dépend d'un ensemble de facteurs qui dépassent la seule volonté individuelle.
    Les effets de ce type de changement sur la qualité de vie des personnes concernées restent difficiles à mesurer de manière précise.
    La mise en place de conditions favorables (temps, moyens et accompagnement) constitue donc une étape décisive.
    La perception des risques et des bénéfices joue souvent un rôle central dans la décision de changer de pratique.
    Une partie importante des différences s'explique souvent par la diversité des situations de départ.
    La comparaison des données recueillies avant et après le changement permet d'en évaluer la portée réelle.
    Il convient donc de distinguer les effets de court terme de ceux qui s'inscrivent dans la durée.
    Les politiques d'accompagnement du changement gagnent à s'appuyer sur les besoins exprimés par les personnes concernées.
    Les premiers résultats doivent toujours être interprétés avec prudence, compte tenu du caractère limité des observations.
    La fréquence des échanges entre les acteurs concernés apparaît comme un facteur déterminant de la réussite du projet.
    Une approche progressive, qui tient compte des contraintes de chacun, semble produire des résultats plus durables.
    Le rôle de l'expérience concrète dans l'adoption de nouvelles pratiques ne doit pas être sous-estimé.
    La place accordée aux retours des usagers (entretiens, questionnaires, observations) varie fortement d'un cas à l'autre.
    La cohérence de l'ensemble des mesures prises dépend de la qualité de la coordination entre les différents niveaux de décision.
    La réussite d'un changement de cette nature repose donc sur la combinaison de mesures concrètes et d'un accompagnement de long terme.
    L'observation des usages quotidiens permet de mieux comprendre les raisons du maintien de certaines habitudes.
    Une meilleure connaissance des besoins des personnes concernées constitue le point de départ de toute démarche de ce type.
  `),
  benefit: lines(`
    F|Un vrai gain de temps, chaque jour.
    La prise en main est simple dès la première minute.
    L'outil s'intègre naturellement dans la façon de travailler de chacun.
    C'est conçu pour durer, avec soin dans chaque détail.
    F|Du calme et de l'ordre là où régnait le chaos.
    Il reste ainsi plus de place pour l'essentiel.
    C'est l'outil qui s'adapte, et non l'inverse.
    F|Fiable, surtout dans les moments qui comptent.
    Les coûts restent clairs et prévisibles.
    La première impression est bonne, la seconde encore meilleure.
    Une corvée devient un moment agréable.
    C'est pensé pour la vraie vie, pas pour une vitrine.
    F|Aucune installation compliquée, aucun mode d'emploi interminable.
    F|Moins de tâches répétitives, plus de temps pour l'essentiel.
    Tout le monde dispose des mêmes informations au même moment.
    F|Moins d'étapes, moins d'erreurs, des résultats plus rapides.
    F|Les bases sont solides, pour se concentrer sur le reste.
    F|De petites victoires au quotidien, qui finissent par compter.
    F|Assez simple pour débuter, assez solide pour les experts.
  `),
  question: lines(`
    Qu'est-ce qui change vraiment avec {T} ?
    Pourquoi est-ce important maintenant ?
    Par où commencer, alors ?
    Que ferait-on avec une heure de plus chaque semaine ?
    V|Cela vous rappelle quelque chose ?
    T|Ça te rappelle quelque chose ?
    Qu'est-ce qui distingue {K} ?
    Pourquoi attendre plus longtemps ?
    V|Avez-vous déjà essayé quelque chose de semblable ?
    T|As-tu déjà essayé quelque chose de semblable ?
  `),
  cta: {
    announce: lines(`
      V|Jetez un œil et dites-nous ce que vous en pensez.
      T|Jette un œil et dis-nous ce que tu en penses.
      V|Découvrez-en plus et soyez parmi les premiers à l'essayer.
      T|Découvre-en plus et sois parmi les premiers à l'essayer.
    `),
    invite: lines(`
      V|Répondez simplement à ce message pour réserver votre place.
      T|Réponds simplement à ce message pour réserver ta place.
      V|Dites-nous d'ici la fin de la semaine si vous serez des nôtres.
      T|Dis-nous d'ici la fin de la semaine si tu seras des nôtres.
    `),
    explain: lines(`
      V|Essayez et voyez ce qui vous convient.
      T|Essaie et vois ce qui te convient.
      V|Partagez votre propre expérience en commentaire.
      T|Partage ta propre expérience en commentaire.
    `),
    promote: lines(`
      V|Commandez dès maintenant et constatez la différence.
      T|Commande dès maintenant et constate la différence.
      V|Essayez-le dès aujourd'hui.
      T|Essaie-le dès aujourd'hui.
    `),
    thank: lines(`
      Nous avons hâte de découvrir la suite ensemble.
      Continuons sur cette lancée.
    `),
    ask: lines(`
      V|Merci de nous envoyer votre réponse d'ici la fin de la semaine.
      T|Merci de nous envoyer ta réponse d'ici la fin de la semaine.
      V|Répondez simplement à ce message en quelques mots.
      T|Réponds simplement à ce message en quelques mots.
    `),
    inform: lines(`
      V|Pour toute question, répondez simplement à ce message.
      T|Pour toute question, réponds simplement à ce message.
      V|Nous vous tiendrons au courant.
      T|Nous te tiendrons au courant.
    `),
  },
  close: lines(`
    Voilà où nous en sommes avec {T} aujourd'hui.
    La suite au sujet de {T} arrive bientôt.
    Voilà pour la version courte, et la suite arrive bientôt.
    En bref, pour {T}, le jeu en vaut la chandelle.
    V|Merci de votre lecture, et à bientôt.
    T|Merci de ta lecture, et à bientôt.
    Nous avons hâte de voir la suite.
    J'espère que tout est plus clair maintenant.
    Il y a toujours plus à apprendre, et c'est ce qui rend la chose passionnante.
  `),
  facts: lines(`
    L'essentiel en un coup d'œil : {L}.
    À retenir : {L}.
    Ce qu'il faut savoir : {L}.
  `),
  hook: lines(`
    Grande nouvelle : {T}.
    Aujourd'hui, on parle de {T}.
    Petit point sur {T}.
    V|Avez-vous entendu parler de {T} ?
    T|As-tu entendu parler de {T} ?
  `),
  what: lines(`
    Voici {T}.
    En quelques mots : {T}, pour le quotidien.
    {t} : simple, fiable, utile au quotidien.
  `),
  // For a prompt with no subject ("Write a blog post"): lines that need none.
  plainTitle: lines(`
    Quelques réflexions
    En bref
    Un petit point d'étape
    Ce sur quoi nous travaillons
  `),
  plainIntro: {
    announce: lines(`
      Nous avons des nouvelles, et nous sommes heureux de les partager aujourd'hui.
      Il y a du nouveau, et ça vaut le détour.
    `),
    invite: lines(`
      C'est une invitation que nous avions hâte d'envoyer.
      Une date à noter dès maintenant : nous nous retrouvons bientôt.
    `),
    explain: lines(`
      Commençons par les bases.
      Voici quelques réflexions qui méritent d'être partagées.
    `),
    promote: lines(`
      Les bonnes choses sont simples, et celle-ci le prouve.
      Il y a quelque chose de nouveau à découvrir.
    `),
    thank: lines(`
      Un grand merci à toutes celles et à tous ceux qui ont rendu tout ça possible.
      Certaines choses méritent un vrai merci.
    `),
    ask: lines(`
      Nous avons besoin d'aide sur une question.
      Chaque avis compte, et nous aimerions l'entendre.
    `),
    inform: lines(`
      Voici un petit point rapide.
      Un petit mot pour que tout le monde soit au courant.
    `),
  },
  frame: lines(`
    Pour {A}, {S}
    Avec {T}, {S}
    Quand il s'agit de {K}, {S}
    Côté {k}, {S}
  `),
  greeting: { formal: 'Bonjour,', informal: 'Salut à tous,' },
  signoff: { formal: 'Bien cordialement', informal: 'À bientôt' },
  subjectLabel: 'Objet',
  joiners: [', et ', ' ; '],
  and: 'et',
  quote: ['« ', ' »'],
  safeTransitions: ['de plus', 'en effet', 'par ailleurs', 'bien sûr', 'ensuite', 'ainsi', 'alors'],
};
