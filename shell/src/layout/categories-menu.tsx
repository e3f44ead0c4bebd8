import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api, href, siftQueryClient } from '@sift/app-kit';
import { useMenuDismiss } from './use-menu-dismiss';

/** The answer's key in the site's one query client: @sift/data's apiKey(PUBLIC_SCOPE, 'categories/'), shared with discovery. */
export const CATEGORIES_KEY = ['api', 'public', 'categories/', {}] as const;
/** The category list changes with the catalogue (rarely): kept fresh for ten minutes. */
const CATEGORIES_STALE_MS = 10 * 60_000;

export const CATEGORIES_LABEL = 'Categories';
export const ALL_CATEGORIES = 'All Categories';
export const CATEGORIES_FAILED = 'The categories could not be loaded.';

/**
 * The signed-in navbar's 'categories' menu (000 §2.8; the list is GET categories, 001 §7): a button that opens the
 * category list, each entry leading to /discover with that category chosen, and 'All Categories' to /discover. The
 * list is asked for the first time the menu opens (not on every page). It closes on navigation, on Escape (focus back
 * on the button) and on a press outside it. Closed, it is only its button, as the member frame paints it.
 */
export function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const categories = useQuery(
    {
      queryKey: CATEGORIES_KEY,
      queryFn: async () => (await api().discovery.categories()).slice().sort((a, b) => a.sort_key - b.sort_key),
      enabled: open,
      staleTime: CATEGORIES_STALE_MS,
    },
    siftQueryClient,
  );

  useMenuDismiss(open, { close: () => setOpen(false), inside: [root], focusOnEscape: () => root.current?.querySelector('summary') });

  return (
    <details ref={root} className="navbar__categories" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="navbar__categories-button">{CATEGORIES_LABEL}</summary>
      {open && (
        <div className="navbar__categories-list">
          <Link to={href('discover')}>{ALL_CATEGORIES}</Link>
          {categories.isPending && <p role="status">Loading categories…</p>}
          {categories.error && (
            <p role="alert">
              {CATEGORIES_FAILED}{' '}
              <button type="button" onClick={() => void categories.refetch()}>
                Try again
              </button>
            </p>
          )}
          {categories.data && (
            <ul aria-label={CATEGORIES_LABEL}>
              {categories.data.map((category) => (
                <li key={category.slug}>
                  <Link to={href('discover', {}, { category: category.slug })}>{category.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </details>
  );
}
