import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@sift/api-client';
import { href } from '@sift/app-kit';
import type { Work } from '@sift/contracts';
import { usePrerenderedData } from '@sift/mount';
import { api } from '../../api';
import { apiKey, prefetchApiData, useApiQuery, type ApiScope } from '@sift/data';
import { useViewer, viewerScopeOf, whenViewerKnown } from '../viewer/use-viewer';

/** The key of a title's page answer: it depends on the viewer (may they play it, did they hide or request it). */
export const titleKey = (scope: ApiScope, slug: string) => apiKey(scope, `content/v2/works/${slug}/`);

/** Starts loading a title's page answer for a viewer's scope; errors are left for the page. */
const prefetchTitle = (scope: ApiScope, slug: string) => prefetchApiData(titleKey(scope, slug), () => api().catalogue.work(slug));

/** Starts loading a title's page answer (a pointer over its poster, a finger on it): the click then finds it loaded. */
export function usePrefetchTitle(): (slug: string) => void {
  const scope = viewerScopeOf(useViewer());
  return (slug) => {
    if (scope) void prefetchTitle(scope, slug);
  };
}

/** A title page's answer for the viewer, asked for before the page renders (pages.ts). */
export function prefetchWork(slug: string): void {
  void whenViewerKnown().then((viewer) => {
    const scope = viewerScopeOf(viewer);
    return scope ? prefetchTitle(scope, slug) : undefined;
  });
}

/** What the shell's server rendered a title page with for this member (documents.ts, docs/decisions/0159). */
export interface TitlePageData {
  work: Work;
}

/** A title by slug; a missing one sends the viewer to /browse (001 §2). */
export function useWork(slug: string) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const scope = viewerScopeOf(viewer);
  // The page the server rendered for this member starts from the same answer, so the app's first render is that page.
  const rendered = usePrerenderedData<TitlePageData>()?.work;
  // The page's answer depends on the viewer (may they play it, did they hide or request it): kept per profile.
  const { data, error, refetch } = useApiQuery(scope && titleKey(scope, slug), () => api().catalogue.work(slug), {
    ...(rendered?.slug === slug && { placeholder: rendered }),
  });
  const missing = isApiError(error) && error.status === 404;
  useEffect(() => {
    if (missing) void navigate(href('browse'), { replace: true });
  }, [missing, navigate]);
  return { data, error, missing, reload: () => void refetch() };
}
