import { Kind, parse } from 'graphql';

/** The tags of a query's answer, or undefined when the answer must not be cached. */
export type PublicReadTags = (query: string) => readonly string[] | undefined;

/**
 * Public queries (field -> tag) whose answers are the same for every visitor and change only through
 * mutations marked `invalidates(tag)`: answered from the cache, over /graphql and the REST shim alike.
 */
export type PublicReads = Readonly<Record<string, string>>;

const MAX_REMEMBERED = 200;

/**
 * Recognises queries whose every top-level field is one of `publicReads` (field name -> tag):
 * their answer is the same for everyone and changes only when that tag is published. Clients
 * send a handful of distinct documents, so the verdicts are remembered instead of parsing again.
 */
export function publicReadClassifier(publicReads: PublicReads): PublicReadTags {
  const verdicts = new Map<string, readonly string[] | undefined>();
  return (query) => {
    if (verdicts.has(query)) return verdicts.get(query);
    const tags = classify(query, publicReads);
    if (verdicts.size < MAX_REMEMBERED) verdicts.set(query, tags);
    return tags;
  };
}

function classify(query: string, publicReads: PublicReads): readonly string[] | undefined {
  let document;
  try {
    document = parse(query);
  } catch {
    return undefined;
  }
  const [operation, ...others] = document.definitions;
  if (others.length > 0 || operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return undefined;
  const tags = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return undefined;
    if (selection.name.value === '__typename') continue;
    const tag = publicReads[selection.name.value];
    if (!tag) return undefined;
    tags.add(tag);
  }
  return tags.size > 0 ? [...tags] : undefined;
}
