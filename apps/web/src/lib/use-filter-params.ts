// List filters kept in the URL's search params. update() merges changes and, unless `page` is among them,
// goes back to the first page. Several updates before React renders again all land: react-router's
// functional setSearchParams hands each call the params of the last render, so the second of two quick
// changes (a status cleared, then a category picked) used to bring the first one back.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const replace = useCallback(
    (next: URLSearchParams) => {
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      replace(next);
    },
    [replace],
  );

  return { params, update, replace };
}
