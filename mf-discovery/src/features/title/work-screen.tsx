import type { ReactNode } from 'react';
import type { Work } from '@sift/contracts';
import { Alert, Button, PageFrame, PageSkeleton } from '@sift/ui';
import { TitlePreview, useTitlePreview } from './title-preview';
import { useWork } from './use-work';

/**
 * A title page while its work loads (001 §2): the page once the work is there, an error with 'Try again' when it
 * could not be loaded, else the header from what the poster that led here knew (title-preview.tsx) or, without one,
 * the skeleton (a title that does not exist goes to /browse: useWork).
 */
export function WorkScreen({ slug, children }: { slug: string; children: (work: Work) => ReactNode }) {
  const { data, error, missing, reload } = useWork(slug);
  const preview = useTitlePreview(slug);
  if (data) return children(data);
  if (error && !missing) {
    return (
      <PageFrame>
        <Alert tone="error" action={<Button variant="secondary" onClick={reload}>Try again</Button>}>This title could not be loaded.</Alert>
      </PageFrame>
    );
  }
  if (preview && !missing) return <TitlePreview work={preview} />;
  return (
    <PageFrame>
      <PageSkeleton label="Loading the title" />
    </PageFrame>
  );
}
