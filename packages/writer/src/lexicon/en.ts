/** English words for understanding a prompt (see `types.ts` for what each table means). */
import type { Lexicon } from './types.js';

export const en: Lexicon = {
  instruction:
    'via|write|writing|create|creating|draft|drafting|compose|composing|make|generate|generating|give|short|long|please|about|regarding|words|word|everyone|everybody|anyone|announce|one|two|three|four|five|six|seven|eight|nine|ten|twelve|next|week|weeks|weekend|month|year|today|tomorrow|tonight',
  frames: 'tips|tip|ideas|ways|reasons|steps|tricks|hacks|secrets|mistakes|things',
  format:
    'blog post|blog posts|blog article|blog|post|posts|article|email|e-mail|mail|newsletter|social media post|social media|social post|marketing copy|marketing text|copy|text|product description|description|piece|tweet|linkedin post|instagram post|announcement',
  locative: 'in|at|on|with|by|into|during',
  subjectMark: { about: 'about|regarding', invite: 'to', thank: 'for' },
  inviteVerb: /^(invit|welcom)/,
  thankVerb: /^(thank|grateful)/,
  singularDeterminer: /^(the|a|an|our|my|this)$/,
  means: 'by|via',
  infinitive: /^to$/,
  recipientPrep: 'to',
  possessives: 'our|my|their',
  possessiveTakesArticle: false,
  relative: 'that|which|who|whom|whose',
  comparatives: 'better|more|less|faster|easier',
  nounCues:
    'event|workshop|webinar|meetup|party|feedback|survey|opinion|question|sale|discount|offer|deal|price|order|shop|guide|lesson',
  nounVerbs: ['work', 'help', 'use', 'run', 'need'],
  months:
    'january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday',
  verbs:
    'is|are|was|be|works|work|helps|help|makes|make|gets|get|goes|go|runs|run|needs|need|matter|matters|explaining|describing|telling|asking|thanking|inviting|announcing|launching|promoting|using|use|keep|keeps|tell|describe',
  intents: [
    ['invite', 'invit|join|event|workshop|webinar|meetup|party|rsvp|register'],
    ['thank', 'thank|grateful|gratitude|appreciat'],
    ['ask', 'ask|request|feedback|survey|opinion|question'],
    ['promote', 'sale|discount|offer|buy|promot|deal|price|order|shop'],
    ['explain', 'explain|how|why|guide|tips|tip|learn|lesson|benefit'],
    ['announce', 'launch|announc|introduc|new|release|open|unveil'],
  ],
  audiencePrep: 'for',
  determiners: 'the|our|my|a|an|this|these|their|his|her',
  secondPersonDeterminers: 'your',
  decontract: {},
  elides: false,
  nounPhrases: true,
  gerund: /ing$/,
  howTo: ['how', 'to'],
};
