// Search over navigation items (spec part 1 §2.2), a combobox: the desktop bar shows at most 8 hits
// navigable with the arrow keys and Enter; on phones the results close by themselves after 3 s.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { inputClass } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { useClickOutside } from '../../lib/use-click-outside.ts';
import { searchNavigation, type SearchEntry } from '../search-index.ts';

export const DESKTOP_MAX_HITS = 8;
export const MOBILE_RESULTS_CLOSE_MS = 3000;

export function NavSearch({ variant, onNavigate }: { variant: 'desktop' | 'mobile'; onNavigate?: () => void }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const results = searchNavigation(query, DESKTOP_MAX_HITS);
  const close = useCallback(() => setOpen(false), []);

  // Phones: results give way to the page 3 s after the last keystroke.
  useEffect(() => {
    if (variant !== 'mobile' || !open || !query.trim()) return;
    const timer = setTimeout(() => setOpen(false), MOBILE_RESULTS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [variant, open, query]);

  useClickOutside(boxRef, open, close);

  function go(entry: SearchEntry) {
    setOpen(false);
    setQuery('');
    navigate(entry.to);
    onNavigate?.();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (results.length ? (i + 1) % results.length : 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0));
    } else if (e.key === 'Enter') {
      const hit = results[active];
      if (hit) {
        e.preventDefault();
        go(hit);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  const showPanel = open && query.trim().length > 0;
  return (
    <div ref={boxRef} className={cn('relative', variant === 'desktop' ? 'w-56 xl:w-64' : 'w-full')}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        type="search"
        role="combobox"
        aria-label="Search the site"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && results[active] ? `${listId}-${active}` : undefined}
        placeholder="Search the site"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={cn(inputClass, 'h-9 pl-9')}
      />
      {showPanel && (
        <div className="absolute left-0 right-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900">
          {results.length === 0 ? (
            <p role="status" className="px-3 py-3 text-sm text-slate-500 dark:text-slate-400">
              No results found for “{query.trim()}”
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label="Search results" className="max-h-96 overflow-y-auto p-1">
              {results.map((entry, i) => (
                <li
                  key={entry.to}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseEnter={() => setActive(i)}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    go(entry);
                  }}
                  className={cn(
                    'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm',
                    i === active ? 'bg-brand-600 text-white' : 'text-slate-700 dark:text-slate-200',
                  )}
                >
                  <span className="truncate">{entry.label}</span>
                  <span className={cn('shrink-0 text-xs', i === active ? 'text-brand-100' : 'text-slate-400')}>{entry.kind}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
