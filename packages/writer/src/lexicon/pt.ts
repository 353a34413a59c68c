/** Portuguese words for understanding a prompt (see `types.ts` for what each table means). */
import type { Lexicon } from './types.js';

export const pt: Lexicon = {
  instruction:
    'via|escreva|escrever|escreve|crie|criar|redija|prepare|curto|curta|sobre|palavras|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|próxima|próximo|semana|mês|ano|hoje|amanhã',
  frames: 'dicas|dica|ideias|motivos|passos|truques|erros|coisas|maneiras',
  format:
    'post blog|artigo blog|artigo|blog|post|e-mail|email|mail|newsletter|texto marketing|texto|descrição produto|descrição|redes sociais|post redes sociais',
  locative: 'em|no|na|nos|nas|com|entre|durante',
  subjectMark: { about: 'sobre|acerca', invite: 'para|ao|à|aos|às', thank: 'por|pelo|pela|pelos|pelas' },
  inviteVerb: /^convid/,
  thankVerb: /^agrade[cç]/,
  singularDeterminer: /^(o|a|um|uma|nosso|nossa|este|esta)$/,
  means: 'por',
  infinitive: /^\p{L}+(ar|er|ir)$/u,
  recipientPrep: 'a|ao|aos|à|às|para',
  possessives: 'nosso|nossa|nossos|nossas|meu|minha|meus|minhas',
  possessiveTakesArticle: true,
  relative: 'que|quem|cujo|cuja|onde',
  comparatives: 'melhor|melhores|mais|menos',
  nounCues:
    'evento|workshop|webinar|encontro|festa|opinião|pesquisa|feedback|oferta|desconto|promoção|preço|loja|guia',
  nounVerbs: [],
  months:
    'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo',
  verbs:
    'é|são|funciona|ajuda|faz|vai|descreva|descrever|explique|explicar|agradeça|convide|convidando|anunciando|agradecendo|pedindo|anuncie|conte|informe|para',
  intents: [
    ['invite', 'convid|convite|evento|workshop|webinar|encontro|festa|inscri|participa'],
    ['thank', 'agradec|agradeç|obrigad|gratidão'],
    ['ask', 'pedi|pergunt|opinião|pesquisa|feedback'],
    ['promote', 'oferta|desconto|promoção|compr|preço|pedido|loja'],
    ['explain', 'explic|como|porque|dicas|dica|guia|aprend|vantage'],
    ['announce', 'anunci|lança|lanç|novo|nova|apresent|inaugur|abertura'],
  ],
  audiencePrep: 'para',
  determiners:
    'o|a|os|as|um|uma|uns|umas|nosso|nossa|nossos|nossas|meu|minha|meus|minhas|este|esta|estes|estas|esse|essa',
  secondPersonDeterminers: 'seu|sua|seus|suas|teu|tua',
  decontract: {
    do: 'o',
    da: 'a',
    dos: 'os',
    das: 'as',
    no: 'o',
    na: 'a',
    nos: 'os',
    nas: 'as',
    ao: 'o',
    aos: 'os',
    à: 'a',
    às: 'as',
    pelo: 'o',
    pela: 'a',
    pelos: 'os',
    pelas: 'as',
    num: 'um',
    numa: 'uma',
  },
  elides: false,
  nounPhrases: true,
};
