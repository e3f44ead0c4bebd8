import { Link } from 'react-router';
import { PARENTAL_FILTERS_LOAD_FAILED } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { FilterSummary } from '../filters/filter-summary';
import { DialogFailed, ParentalControlsDialog } from '../lazy-dialogs';
import { accountCalls, useAccountData } from '../shared/account-data';
import { ACCOUNT_SECTIONS, SectionHeading, sectionClass } from '../shared/account-sections';

/**
 * Parental controls (002 §4, §5, §8): filters every profile and device must use, behind a passcode. The locked filters,
 * and the button to set a passcode or change them: its dialog (parental-controls-dialog.tsx) loads when it is first
 * pressed (lazy-dialogs.tsx).
 */
export function ParentalControlsSection() {
  const loaded = useAccountData(accountCalls.requiredFilters);

  return (
    <section className={sectionClass('parental', !loaded.data && !loaded.error)} aria-labelledby={ACCOUNT_SECTIONS.parental.id}>
      <SectionHeading section="parental" />
      <p className="ac-muted">Filters you lock here apply to every profile and every device, and need your passcode to change.</p>
      {loaded.error && <Alert tone="error">{PARENTAL_FILTERS_LOAD_FAILED}</Alert>}
      {!loaded.data && !loaded.error && (
        <SkeletonGroup>
          <TextSkeleton lines={3} />
        </SkeletonGroup>
      )}
      {loaded.data && (
        <>
          <FilterSummary filters={loaded.data.id_map} required={{}} label="Locked filters" />
          <ParentalControlsDialog
            trigger={<Button variant="secondary">{loaded.data.passcode_set ? 'Edit Parental Controls' : 'Set Passcode'}</Button>}
            failed={<DialogFailed />}
          />
          {loaded.data.passcode_set && (
            <Link className="ac-link" to={href('parentalPasscode')}>
              Change passcode
            </Link>
          )}
        </>
      )}
    </section>
  );
}
