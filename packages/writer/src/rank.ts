/**
 * The one BM25 retriever (minisearch's BM25+): the offline writer ranks the user's passages to borrow
 * sentences from, the server ranks them to show a model as examples. Each caller says what a word and a
 * term are (its tokenizer, stop words, stemming); the ranking is this one.
 */
import MiniSearch from 'minisearch';

export interface RankOptions {
  tokenize: (text: string) => string[];
  /** A word as it is indexed and queried (lower-cased, stemmed…), or null to leave it out. */
  processTerm: (term: string) => string | null;
  /** Query terms that also match longer words ("brake" → "brakes"). */
  prefix?: (term: string) => boolean;
  /**
   * Index only the words the query's terms match. BM25 scores for that query are the same (minisearch
   * takes a field's length from the tokenizer, before processTerm), at a fraction of the cost.
   */
  indexOnlyQueryTerms?: boolean;
}

export interface RankedText {
  /** The id the text was given. */
  id: number;
  score: number;
}

/** The texts that share at least one term with `query`, best first. */
export function rankTexts(
  texts: readonly { id: number; text: string }[],
  query: string,
  { tokenize, processTerm, prefix, indexOnlyQueryTerms = false }: RankOptions,
): RankedText[] {
  let indexTerm = processTerm;
  if (indexOnlyQueryTerms) {
    const queryTerms = new Set(
      tokenize(query)
        .map(processTerm)
        .filter((t): t is string => t !== null),
    );
    const prefixes = prefix ? [...queryTerms].filter(prefix) : [];
    indexTerm = (term) => {
      const t = processTerm(term);
      return t !== null && (queryTerms.has(t) || prefixes.some((p) => t.startsWith(p))) ? t : null;
    };
  }
  const search = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    idField: 'id',
    storeFields: [],
    tokenize,
    processTerm: indexTerm,
    searchOptions: { tokenize, processTerm, prefix: prefix ?? false, combineWith: 'OR' },
  });
  search.addAll(texts.map(({ id, text }) => ({ id, text })));
  return search.search(query).map((hit) => ({ id: hit.id as number, score: hit.score }));
}
