/**
 * The query tab's choices (CONTEXT.md § Query), apart from the engines so the page's chunk can
 * show them without loading the evaluators, which run in the worker.
 */
export const querySyntaxes = ['jsonpath', 'jq'] as const;
export type QuerySyntax = (typeof querySyntaxes)[number];
export const DEFAULT_QUERY_SYNTAX: QuerySyntax = 'jsonpath';

/** The examples menu: each runs on any document, and shows one feature of the syntax. */
export const queryExamples: Record<QuerySyntax, readonly { id: string; query: string }[]> = {
  jsonpath: [
    { id: 'all', query: '$' },
    { id: 'member', query: '$.store.book[0].title' },
    { id: 'wildcard', query: '$.store.book[*].author' },
    { id: 'descendant', query: '$..price' },
    { id: 'slice', query: '$.store.book[-2:]' },
    { id: 'filter', query: '$.store.book[?@.price < 10].title' },
    { id: 'function', query: '$.store.book[?match(@.author, ".*Tolkien")]' },
  ],
  jq: [
    { id: 'all', query: '.' },
    { id: 'member', query: '.store.book[0].title' },
    { id: 'iterate', query: '.store.book[] | .author' },
    { id: 'select', query: '.store.book[] | select(.price < 10) | .title' },
    { id: 'map', query: '.store.book | map({title, price}) | sort_by(.price)' },
    { id: 'group', query: '.store.book | group_by(.category) | map({(.[0].category): length}) | add' },
    { id: 'keys', query: '.store | keys' },
  ],
};
