import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_NO_RESULTS, SEARCH_REQUEST_TAB, SEARCH_RESULTS_TAB, SEARCH_TYPE_TO_SEARCH } from '@sift/contracts';
import { Alert, Dialog, Spinner, Tabs, VisuallyHidden } from '@sift/ui';
import { titleHref } from '../posters/title-href';
import { titlePreviewState } from '../title/title-preview';
import { useRequestedIds } from '../profile-lists/profile-lists';
import { SearchResult } from './search-result';
import { TitleRequestForm } from './title-request-form';
import { useSearch } from './use-search';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A letter typed on the navbar's box before the panel opened: the query starts with it. */
  firstKey?: string;
}

/**
 * The search panel (001 §2): Results and Request tabs. Up and down move the selection, Enter opens the selected
 * watchable result, Escape closes; closing clears the query (leaving search mode).
 */
export default function SearchDialog({ open, onOpenChange, firstKey = '' }: SearchDialogProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState('results');
  const [selected, setSelected] = useState(0);
  const search = useSearch(query);
  const inputId = useId();
  const resultsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const unavailable = search.results.filter((w) => !w.is_watchable).map((w) => w.id);
  const requested = useRequestedIds(unavailable);

  useEffect(() => setSelected(0), [search.results]);
  useEffect(() => {
    if (open && firstKey) setQuery(firstKey);
  }, [open, firstKey]);

  // However the panel closes (Escape, a result clicked, the page changed under it), search mode ends: the query goes.
  useEffect(() => {
    if (!open) {
      setQuery('');
      setTab('results');
    }
  }, [open]);
  const close = (next: boolean) => onOpenChange(next);

  const openResult = (index: number) => {
    const work = search.results[index];
    if (!work?.is_watchable) return;
    close(false);
    void navigate(titleHref(work), { state: titlePreviewState(work) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const count = search.results.length;
      if (count) setSelected((i) => (i + (event.key === 'ArrowDown' ? 1 : -1) + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(selected);
    }
  };

  const current = search.results[selected];
  const typed = query.trim();
  const results = (
    <div className="discovery-search-results">
      {!typed ? (
        <p className="discovery-search-empty">{SEARCH_TYPE_TO_SEARCH}</p>
      ) : search.failed ? (
        <Alert tone="error">The search did not answer. Please try again.</Alert>
      ) : search.loading && search.answered !== typed ? (
        <Spinner label="Searching" />
      ) : search.results.length === 0 ? (
        <p className="discovery-search-empty">{SEARCH_NO_RESULTS}</p>
      ) : (
        <>
          <VisuallyHidden asChild>
            <p aria-live="polite">{current ? `${search.results.length} results. Selected: ${current.title}` : ''}</p>
          </VisuallyHidden>
          <ul id={resultsId} className="discovery-results" aria-label={`Results for ${search.answered}`}>
            {search.results.map((work, i) => (
              <SearchResult key={work.id} work={work} selected={i === selected} requested={requested.has(work.id)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={close} title="Search" hideTitle size="lg" className="discovery-search-dialog">
      <div className="discovery-search-box">
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>Search titles</label>
        </VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          className="ui-input discovery-search-box__input"
          type="search"
          placeholder="Search movies and shows"
          autoComplete="off"
          value={query}
          aria-controls={resultsId}
          aria-describedby={undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setTab('results');
          }}
          onKeyDown={onKeyDown}
          // 001 §2: the search also runs on blur, with the query wrapped in pipe characters.
          onBlur={() => query.trim() && search.searchNow(`|${query}|`)}
          maxLength={200}
        />
      </div>
      <Tabs
        label="Search"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'results', label: SEARCH_RESULTS_TAB, content: results },
          { value: 'request', label: SEARCH_REQUEST_TAB, content: <TitleRequestForm /> },
        ]}
      />
    </Dialog>
  );
}
