/**
 * Portuguese (Brazilian) patterns. Key phrases keep the article they had in the prompt ("a nova
 * máquina"); "de o" → "do", "em a" → "na", "a o" → "ao", "por a" → "pela" are fused by grammar.ts.
 * Informal address is "você" (everyday in Brazil); a formal profile gets patterns without direct address.
 */
import { type Bank, lines } from './bank.js';

export const pt: Bank = {
  title: lines(`
    Tudo o que é preciso saber sobre {T}
    Um novo olhar sobre {T}
    {t}: o essencial
    Algumas reflexões sobre {T}
    {t} em palavras simples
    Vamos falar de {T}
  `),
  heading: lines(`
    Por que isso importa
    O que muda com {K}
    {k}: os detalhes
    Um olhar mais de perto sobre {K}
    Por onde começar
    O que aprendemos pelo caminho
    Os próximos passos
    Perguntas frequentes
    Na prática
    O quadro geral
  `),
  intro: {
    announce: lines(`
      Temos novidades sobre {T}, e ficamos felizes em compartilhá-las hoje.
      Hoje apresentamos algo novo: {T}.
      Chegou a hora de {T}.
      Finalmente podemos falar de {T}.
    `),
    invite: lines(`
      T|Você está convidado, e tudo gira em torno de {T}.
      V|Este é um convite especial, e tudo gira em torno de {T}.
      T|Adoraríamos ver você lá: o momento de {T} está chegando.
      V|Será um prazer contar com a sua presença: o momento de {T} está chegando.
      Reserve a data, porque o momento de {T} está quase aí.
      Este é um convite que esperávamos ansiosamente para enviar, dedicado a {T}.
    `),
    explain: lines(`
      Vamos falar de {T}.
      Há muito a dizer sobre {T}, então vamos começar pelo básico.
      T|Se você já se perguntou algo sobre {T}, este texto é para você.
      Faz um tempo que venho pensando em {T}.
    `),
    promote: lines(`
      Conheça {T}.
      T|Procurando algo melhor? Dê uma olhada em {T}.
      Coisas boas são simples, e esse é o espírito de {T}.
      Este é o momento de descobrir {T}.
    `),
    thank: lines(`
      Obrigado, de coração, por tudo o que envolve {T}.
      Queremos agradecer por {T}.
      Um grande obrigado a todas as pessoas por trás de {T}.
      Algumas coisas merecem um agradecimento de verdade, como {T}.
    `),
    ask: lines(`
      T|Precisamos da sua ajuda com {T}.
      V|Gostaríamos de contar com a sua ajuda em relação a {T}.
      T|Podemos pedir um minuto do seu tempo? É sobre {T}.
      T|Sua opinião sobre {T} é importante para nós.
      V|A sua opinião sobre {T} é muito importante para nós.
    `),
    inform: lines(`
      Aqui vai uma breve atualização sobre {T}.
      Há novidades sobre {T}.
      T|Queremos manter você informado sobre {T}.
      Uma nota rápida sobre {T}.
    `),
  },
  body: lines(`
    A ideia por trás disso é simples.
    Tudo começa com um objetivo claro e um pouco de paciência.
    A maioria das pessoas percebe a diferença em poucos dias.
    Tiramos um tempo para cuidar dos detalhes.
    Nada foi deixado ao acaso, nem mesmo em {T}.
    Eu sempre volto ao mesmo ponto: manter tudo simples.
    Isto é o que mais importa.
    Os detalhes fazem a diferença, e isso vale também para {K}.
    Não existe truque de mágica, só trabalho cuidadoso e escolhas honestas.
    Funciona porque cabe em um dia comum.
    Ninguém precisa de conhecimento especial para começar.
    Ouvimos, testamos e mudamos o que não funcionava.
    Sinceramente, é uma das coisas de que eu mais gosto.
    Os resultados falam por si.
    Cada etapa foi pensada para pessoas reais.
    Um bom plano deixa espaço para surpresas.
    É fácil deixar de lado a questão de {K}, mas ela muda muita coisa.
    É exatamente aí que entra {K}.
    Pequenas mudanças se somam com o tempo.
    O primeiro passo é sempre o mais difícil.
    Não é o único caminho, mas é aquele em que confiamos.
    É prático, é claro e economiza tempo.
    É um ponto de partida, mais do que uma resposta final.
    Aqui, a qualidade conta mais do que a pressa.
    A experiência mostra com clareza: o que funciona fica.
    Já vimos isso funcionar muitas e muitas vezes.
    Não é perfeito, e tudo bem.
    O que mais me surpreendeu foi a rapidez com que tudo se encaixou.
    Eu adoro essa calma quando tudo está no lugar.
    O processo é simples e bem documentado.
    Ninguém precisa fazer isso sozinho.
    Nós nos importamos com as pessoas que usam isso todos os dias.
    Exige menos esforço do que parece.
    No fim, trata-se de deixar a vida um pouco mais fácil.
    Os números são promissores, e os retornos são ainda melhores.
    Por trás de {K} existe uma equipe dedicada.
    Algumas das melhores ideias nascem de perguntas simples.
    Sobre {K}, há mais a dizer do que parece.
    Mantivemos o que funciona e deixamos de lado o resto.
    Um bom trabalho leva tempo, e aqui não é diferente.
    Parece novo, mas se apoia em anos de experiência.
    Muitas pessoas nos dizem que essa é a parte de que mais gostam.
    Temos orgulho sincero do resultado.
    Etapas claras fazem uma grande diferença.
    Cada parte tem um motivo para estar ali.
    A simplicidade foi o objetivo desde o início.

    Eu testei primeiro e fiquei surpreso.
    Vou ser sincero: no começo eu não esperava muito.
    Minha primeira reação foi simples: finalmente.
    Eu anotei o que funcionou e o que não funcionou.
    Eu gosto de coisas que simplesmente funcionam.
    Acho que o ponto é exatamente esse.
    Aprendi mais com os erros do que com o plano.
    Meu conselho é curto: comece pequeno.
    Ainda me lembro do primeiro teste.
    Sério.
    Funciona.
    Simples assim.
    Isso muda tudo.
    Sem atalhos.
    Um passo de cada vez.
    Ainda não chegamos lá, e sabemos disso.
    No caminho, tomamos muitas pequenas decisões.
    Queremos que continue assim.
    Nossa equipe passou semanas em detalhes que ninguém vê.
    A diferença aparece nos pequenos momentos do dia.
    Dá para começar hoje mesmo, sem nenhuma preparação.
    O tempo é valioso, e tudo aqui respeita isso.
    O retorno dos primeiros usuários moldou quase todas as partes.
    A abordagem se baseia em poucos princípios claros, que já se provaram na prática.
    Uma análise cuidadosa da rotina mostrou onde estavam as verdadeiras dificuldades.
    A experiência prática e o retorno honesto contam mais aqui do que qualquer teoria.
    A constância transforma uma boa ideia em um hábito confiável.
    As decisões mais importantes foram também as menos visíveis.
    É um detalhe, mas os detalhes importam.
    Ninguém gosta de instruções complicadas, e aqui ninguém precisa delas.

    T|Você conhece a sua rotina melhor do que ninguém.
    T|Você decide até onde quer ir.
    T|Se quiser, você pode começar por uma pequena parte.
    T|Você não precisa mudar tudo de uma vez.
    T|Suas perguntas ajudaram mais do que você imagina.
    T|Você sempre pode ajustar depois.
    T|Talvez você já tenha se feito a mesma pergunta.
    Cada pessoa conhece a própria rotina melhor do que ninguém.
    Ninguém precisa mudar tudo de uma vez.
    Uma documentação completa e uma comunicação transparente continuam sendo requisitos indispensáveis.
    A avaliação sistemática demonstra melhorias consideráveis na organização cotidiana.
    Os processos organizacionais se beneficiam significativamente de uma implementação consistente.
    A metodologia utilizada combina experiência prática e observação estruturada.
    Um desenvolvimento responsável exige reflexão contínua e uma priorização cuidadosa.
    Melhorias mensuráveis pressupõem expectativas realistas e uma infraestrutura confiável.
    A colaboração profissional fica consideravelmente mais simples com fundamentos confiáveis.
    Eu me perguntei do que eu realmente precisava.
    Eu estava curioso, e um pouco cético.
    A parte de que eu mais gosto é o pouco esforço que isso exige.
    Eu faria tudo exatamente do mesmo jeito.
    Queríamos algo honesto, e foi isso que construímos.
    Temos orgulho disso, e dizemos isso abertamente.
    Cada detalhe foi testado em situações reais.
    A diferença aparece desde o primeiro dia.
    É calmo, claro e prático.
    A ideia é essa.

    Uma perspectiva sistemática mostra como as decisões individuais influenciam o resultado global.
    Resultados duradouros exigem tanto compromisso organizacional quanto responsabilidade individual.
    Uma documentação cuidadosa torna as melhorias posteriores consideravelmente mais transparentes.
    A experiência sugere que uma implementação gradual produz resultados mais confiáveis do que uma mudança abrupta.
    Do ponto de vista conceitual, a abordagem distingue os efeitos imediatos das consequências de longo prazo.
    Critérios transparentes facilitam a comparação, a avaliação e a melhoria contínua.
    Foi dada atenção especial à acessibilidade, à confiabilidade e à manutenção.
    A questão essencial, portanto, não é se a mudança é possível, mas como organizá-la.
    O retorno estruturado constitui, por isso, um componente indispensável do processo de desenvolvimento.
    As primeiras observações indicam um potencial considerável de desenvolvimento.

    Sinceramente, eu não tinha planejado nada disso, e mesmo assim, no fim, tudo deu certo.
    De manhã, com um café na mão, eu gosto de rever o plano mais uma vez.
    No começo, parecia estranho, depois familiar, e hoje eu não quero mais ficar sem isso.
    Conversamos sobre isso durante semanas, mudamos de ideia duas vezes e, por fim, decidimos simplesmente experimentar.
    Olhando para trás, foram os pequenos passos que contaram, e não os grandes anúncios.
    No fim das contas, o que importa é que o dia fique um pouco mais leve.
    T|Se você tiver alguma dúvida, é só escrever, porque a gente gosta de responder.
    Quem tiver alguma dúvida pode escrever a qualquer momento, porque gostamos de responder.

    A análise da prática mostra claramente que a qualidade dos resultados depende essencialmente do contexto.
    Segundo os dados disponíveis, a constância da implementação é o fator decisivo.
    Os resultados indicam, portanto, que as condições essenciais devem ser esclarecidas desde o início.
    Do ponto de vista sistemático, o quadro deve continuar transparente, compreensível e verificável.
    Às vezes uma ideia chega como a luz da manhã, devagar e sem pressa.
    Foi meio como andar na chuva e, de repente, ver o sol de novo.
    Algumas lembranças ficam como um eco em silêncio, muito depois que o dia termina.
    Sério, é tipo muito legal, e a gente pega o jeito rapidinho.
    A noite chegou devagar, com cheiro de chuva e um céu cheio de cores.
    Tem coisa que a gente só entende depois, e tudo bem.

    A análise dos resultados mostra que a qualidade do processo depende da clareza das etapas.
    A definição dos critérios de avaliação permite comparar os resultados de forma transparente.
    Os dados disponíveis indicam que a participação das pessoas envolvidas é um fator essencial.
    Sabe aquele dia em que tudo parece dar certo? Foi bem assim.
    Eu adoro quando uma ideia simples vira uma coisa bonita, sem pressa nenhuma.
    Tem dias em que a luz entra pela janela e tudo parece mais leve.
  `),
  benefit: lines(`
    Economiza tempo todos os dias.
    É fácil de usar desde o primeiro minuto.
    Encaixa-se no jeito como já se trabalha.
    É feito para durar, com cuidado em cada detalhe.
    Traz calma e ordem onde antes havia caos.
    Assim sobra mais espaço para o que realmente importa.
    É a ferramenta que se adapta, e não o contrário.
    É confiável justamente quando mais se precisa.
    Os custos continuam claros e previsíveis.
    A primeira impressão é boa, e a segunda é ainda melhor.
    Uma tarefa chata vira um momento agradável.
    É pensado para a vida real, não para uma vitrine.
  `),
  question: lines(`
    O que muda de verdade com {T}?
    Por que isso importa agora?
    Então, por onde começar?
    O que daria para fazer com uma hora a mais por semana?
    O que faz a diferença em {K}?
    Por que esperar mais?
    T|Parece familiar para você?
    T|Você já experimentou algo parecido?
  `),
  cta: {
    announce: lines(`
      T|Dê uma olhada e conte para nós o que você achou.
      T|Saiba mais e seja um dos primeiros a experimentar.
      V|Ficaremos felizes em receber as suas impressões.
      V|Mais informações estão disponíveis a pedido.
    `),
    invite: lines(`
      T|Responda a esta mensagem para garantir o seu lugar.
      T|Avise até o fim da semana se você vem.
      V|Pedimos a gentileza de confirmar a presença até o fim da semana.
      V|Basta responder a esta mensagem para garantir o lugar.
    `),
    explain: lines(`
      T|Experimente e descubra o que funciona para você.
      T|Conte a sua experiência nos comentários.
      V|Ficaremos felizes em conhecer outras experiências.
      V|Vale a pena experimentar com calma.
    `),
    promote: lines(`
      T|Peça agora e veja a diferença.
      T|Experimente hoje mesmo.
      V|Os pedidos já estão abertos.
      V|Vale a pena conhecer de perto.
    `),
    thank: lines(`
      Estamos ansiosos pelo que vem a seguir, juntos.
      Vamos continuar assim.
    `),
    ask: lines(`
      T|Mande sua resposta até o fim da semana.
      T|É só responder a esta mensagem com algumas palavras.
      V|Pedimos a gentileza de responder até o fim da semana.
      V|Algumas palavras em resposta a esta mensagem já ajudam muito.
    `),
    inform: lines(`
      T|Se tiver alguma dúvida, é só responder a esta mensagem.
      T|Vamos manter você informado.
      V|Dúvidas podem ser enviadas em resposta a esta mensagem.
      V|Novas informações virão em breve.
    `),
  },
  close: lines(`
    É assim que estamos hoje em relação a {T}.
    Em breve teremos mais novidades sobre {T}.
    Essa é a versão curta, e vem mais por aí.
    Em resumo: quando se fala de {T}, vale a pena.
    Obrigado pela leitura, e até breve.
    Estamos animados com o que vem pela frente.
    Espero que agora o quadro esteja mais claro.
    Sempre há mais para aprender, e essa é a parte boa.
  `),
  facts: lines(`
    O essencial em poucas palavras: {L}.
    Para guardar: {L}.
    O que é preciso saber: {L}.
  `),
  hook: lines(`
    Grande novidade: {T}.
    Hoje o assunto é {T}.
    Atualização rápida sobre {T}.
    Uma palavra sobre {T}.
  `),
  what: lines(`
    Conheça {T}.
    Em poucas palavras: {T}, para o dia a dia.
    {t}: simples, confiável e útil no dia a dia.
  `),
  // For a prompt with no subject ("Write a blog post"): lines that need none.
  plainTitle: lines(`
    Algumas reflexões
    Em poucas palavras
    Uma breve atualização
    No que estamos trabalhando
  `),
  plainIntro: {
    announce: lines(`
      Temos novidades e estamos felizes em compartilhá-las hoje.
      Há algo novo, e vale a pena conferir.
    `),
    invite: lines(`
      É um convite que estávamos ansiosos para enviar.
      Uma data para anotar desde já: vamos nos encontrar em breve.
    `),
    explain: lines(`
      Vamos começar pelo básico.
      Aqui vão algumas reflexões que vale a pena compartilhar.
    `),
    promote: lines(`
      As coisas boas são simples, e esta é a prova.
      Há algo novo para descobrir.
    `),
    thank: lines(`
      Um grande obrigado a todas as pessoas que tornaram isso possível.
      Algumas coisas merecem um agradecimento de verdade.
    `),
    ask: lines(`
      Precisamos de ajuda com uma questão.
      Cada opinião conta, e queremos ouvi-la.
    `),
    inform: lines(`
      Aqui vai uma breve atualização.
      Uma mensagem rápida para manter todos informados.
    `),
  },
  frame: lines(`
    Para {A}, {S}
    Com {T}, {S}
    Quando se fala de {K}, {S}
    No caso de {K}, {S}
  `),
  greeting: { formal: 'Prezados,', informal: 'Olá, pessoal,' },
  signoff: { formal: 'Atenciosamente', informal: 'Abraços' },
  subjectLabel: 'Assunto',
  joiners: [', e ', '; '],
  and: 'e',
  quote: ['“', '”'],
  safeTransitions: ['além disso', 'de fato', 'na verdade', 'claro', 'depois', 'assim', 'aliás', 'então'],
};
