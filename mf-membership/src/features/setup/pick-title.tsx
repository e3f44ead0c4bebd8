import { useEffect, useState } from 'react';
import { PICK_A_TITLE_LEDE, WORKS_WALL_LIMIT, type WorkSummary } from '@sift/contracts';
import { useActiveProfile } from '@sift/app-kit';
import { Alert, PosterCard, PosterGrid, PosterGridSkeleton } from '@sift/ui';
import { api } from '../../api';
import { readSetupChoices, writeSetupChoices } from './setup-choices';
import { useSetupNext } from './use-setup';

/** The works the wall shows (002 §7): at most 60, from the chosen catalogs; shows only on the free tier (plan_tier '0'). */
export async function pickableWorks(catalogIds: number[]): Promise<WorkSummary[]> {
  const summary = await api().membership.mySubscription().catch(() => null);
  const freeTier = summary?.subscription?.plan_tier === '0';
  const page = await api().catalogue.works({
    limit: WORKS_WALL_LIMIT,
    offering_status: 'available',
    ...(catalogIds.length && { catalogs: catalogIds.join(',') }),
    ...(freeTier && { type: 'show' as const }),
  });
  return page.results;
}

/** Pick a title (002 §2.2: setupV3PickTitle): a wall of works to watch first. */
export function PickTitle() {
  const profile = useActiveProfile();
  const next = useSetupNext();
  const [works, setWorks] = useState<WorkSummary[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const chosen = readSetupChoices().catalogIds;
    pickableWorks(chosen.length ? chosen : (profile?.selected_catalogs.filter((id) => id > 0) ?? []))
      .then(setWorks)
      .catch((error: Error) => setFailed(error.message));
    // Once: the wall does not follow later profile changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const pick = (work: WorkSummary) => {
    writeSetupChoices({ titleSlug: work.slug });
    // Kept by the server too (onboarding details), so setup carries on with it on another device; a failure is
    // ignored as the spec ignores setup's other saves (002 §8): this browser still has it.
    void api().users.updateSelectedTitle(work.id).catch(() => undefined);
    next();
  };
  return (
    <div className="mb-step mb-step--wide">
      <p className="mb-lede">{PICK_A_TITLE_LEDE}</p>
      {failed && <Alert tone="error">{failed}</Alert>}
      {!works && !failed && <PosterGridSkeleton count={12} />}
      {works && (
        <PosterGrid label="Titles">
          {works.map((work, i) => (
            <PosterCard key={work.id} title={work.title} posterUrl={work.poster_url} priority={i < 6} showTitle link={<button type="button" className="mb-pick" onClick={() => pick(work)} />} />
          ))}
        </PosterGrid>
      )}
    </div>
  );
}
