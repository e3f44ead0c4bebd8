import { useSearchParams } from 'react-router';
import type { Work } from '@sift/contracts';
import { PageFrame } from '@sift/ui';
import { MoreLikeThis, useMoreLikeThis } from '../recommendations/more-like-this';
import { useViewer } from '../viewer/use-viewer';
import { HiddenAlert } from './hidden-alert';
import { MarketingSection } from './marketing-section';
import { useChosenOffer } from './offers';
import { PlayLink } from './play';
import { titleAction } from './title-access';
import { TitleActions } from './title-actions';
import { TitleFilters } from './title-filters';
import { TitleHeader } from './title-header';
import { useTrial } from './use-trial';
import { WorkScreen } from './work-screen';

function MovieDetails({ work }: { work: Work }) {
  const viewer = useViewer();
  const visitor = viewer.kind === 'visitor';
  const trial = useTrial(visitor);
  const { offers, offer } = useChosenOffer(work);
  const related = useMoreLikeThis(work.id);
  const [params] = useSearchParams();
  const action = titleAction({ visitor, trial, work, label: work.title });
  return (
    <PageFrame title={work.title} description={work.description} className="discovery-title-page">
      <HiddenAlert work={work} />
      <TitleHeader work={work}>
        <TitleActions work={work} action={action} offers={offers} offer={offer} play={<PlayLink slug={work.slug} offerId={offer?.offer_id} />} />
        <TitleFilters work={work} offer={offer} />
      </TitleHeader>
      {visitor ? (
        <MarketingSection title={work.title} cta={action.kind === 'signup' ? action.label : ''} />
      ) : related && related.length > 0 ? (
        <MoreLikeThis works={related} category={params.get('category')} />
      ) : null}
    </PageFrame>
  );
}

/** /movie/:slug (001 §2). */
export function MovieScreen({ slug }: { slug: string }) {
  return <WorkScreen slug={slug}>{(work) => <MovieDetails work={work} />}</WorkScreen>;
}
