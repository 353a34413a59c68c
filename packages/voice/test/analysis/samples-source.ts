/**
 * The bread essay of the sample tests, as one source for the TXT the test builds and the DOCX that
 * `../fixtures/produced/make.ts` made from it with pandoc (`../fixtures/produced/bread.docx`).
 */
export const BREAD_TITLE = 'Why I Started Baking Bread';

export const BREAD = [
  'I never planned to bake bread. For years I bought a loaf from the corner shop on Saturday mornings and thought nothing of it, the way you think nothing of tap water or street lights.',
  'Then the shop closed. The owner retired to the coast, the windows were papered over, and for a month I ate sliced bread from the supermarket that tasted of the bag it came in.',
  'So I borrowed a book from the library, bought a sack of flour and made a mess of my kitchen. The first loaf was flat and pale. The second was worse. The third, somehow, was good enough to share with the neighbours, who were kind about it.',
  'What surprised me was not the bread but the waiting. Dough will not be hurried. You mix it, you leave it, you come back, and in between there is nothing to do but sit with a cup of tea and let the morning happen.',
];
