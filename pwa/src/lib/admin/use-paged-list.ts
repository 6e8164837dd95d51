import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ADMIN_PAGE_SIZE } from '@site/schema';
import { useEffect, useState } from 'react';

export interface PageVariables extends OperationVariables {
  offset: number;
  limit: number;
  search: string | null;
}

export interface Page<Row> {
  total: number;
  rows: Row[];
}

/** Typing pauses this long before the search goes to the server. */
export const SEARCH_PAUSE_MS = 300;

/**
 * One page of a server-paged admin list and the search that narrows it. A new search starts
 * at the first page; a failed load shows no rows rather than stale ones.
 */
export function usePagedList<Data, Row, Extra extends OperationVariables = Record<string, never>>(
  query: TypedDocumentNode<Data, PageVariables & Extra>,
  pageIn: (data: Data) => Page<Row>,
  extra?: Extra,
) {
  const [search, setSearchText] = useState('');
  const [term, setTerm] = useState('');
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const next = search.trim();
    // Only a changed search goes back to the first page: a page chosen within the pause after
    // the list mounts (or after typing that ends where it began) is kept.
    if (next === term) return;
    const timer = setTimeout(() => {
      setTerm(next);
      setOffset(0);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, term]);

  const variables = { ...extra, offset, limit: ADMIN_PAGE_SIZE, search: term || null } as PageVariables & Extra;
  const { data, previousData, loading, error } = useQuery(query, { variables, fetchPolicy: 'cache-and-network' });
  const shown = data ?? previousData;
  const page = error || !shown ? { total: 0, rows: [] } : pageIn(shown as Data);
  return {
    rows: page.rows,
    loading,
    error,
    pager: { search, onSearch: setSearchText, offset, total: page.total, onOffset: setOffset },
  };
}
