import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { whenPageSettled } from '@sift/app-kit';
import type { SlotName } from '@sift/contracts';
import { SearchIcon } from '../icons/icons';

// The panel (its dialog, tabs, form and API calls) loads on first use, or once the page has settled (whenPageSettled:
// shown, nothing of it loading, the browser idle): this widget sits on every page for members, so what loads with it
// stays this button, and the panel's code does not compete with the page's own first load.
const loadPanel = () => import('./search-dialog');
const SearchDialog = lazy(loadPanel);

/** The navbar's search (001 §2 "Search (navbar)"), in the shell's `navbar-search` slot; members only. */
export function SearchWidget(_props: { slot: SlotName }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // A letter typed on the box starts the query (the panel may still be loading when it is typed).
  const [firstKey, setFirstKey] = useState('');
  const location = useLocation();

  // Leaving the page (following a result, the navbar) leaves search mode.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    void whenPageSettled().then(() => loadPanel().catch(() => undefined));
  }, []);

  const show = (key = '') => {
    setFirstKey(key);
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className="discovery-search-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => show()}
        onKeyDown={(event) => {
          // Typing on the box starts a search with that letter.
          if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
            event.preventDefault();
            show(event.key);
          }
        }}
        data-testid="search-trigger"
      >
        <SearchIcon />
        <span className="discovery-search-trigger__text">Search</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} firstKey={firstKey} />
        </Suspense>
      )}
    </>
  );
}
