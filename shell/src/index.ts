// The site's stylesheet is in the entry, so the production build links it from index.html: a pre-rendered page is
// styled before any script runs (docs/decisions/0023, 0031).
import '@sift/ui/styles.css';

// An async boundary so Module Federation can settle the shared singletons before any of them runs.
import('./bootstrap');
