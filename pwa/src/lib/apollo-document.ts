import { gql, type TypedDocumentNode } from '@apollo/client';
import type { TypedDocumentString } from '@site/schema';

/** Apollo's parsed form of a shared document, with the result and variable types codegen gave its text. */
export function apolloDocument<Result, Variables>(document: TypedDocumentString<Result, Variables>): TypedDocumentNode<Result, Variables> {
  return gql(document);
}
