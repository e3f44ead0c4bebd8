import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@sift/api-client';
import { href } from '@sift/app-kit';
import { api } from '../../api';
import { useResource } from '../data/resource-cache';
import { profileKey, useViewer } from '../viewer/use-viewer';

/** A title by slug; a missing one sends the viewer to /browse (001 §2). */
export function useWork(slug: string) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const key = viewer.kind === 'loading' ? null : `${profileKey(viewer) ?? 'visitor'}:work:${slug}`;
  const resource = useResource(key, () => api().catalogue.work(slug));
  const missing = isApiError(resource.error) && resource.error.status === 404;
  useEffect(() => {
    if (missing) void navigate(href('browse'), { replace: true });
  }, [missing, navigate]);
  return { ...resource, missing };
}
