import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PARENTAL_FILTERS_LOAD_FAILED, type CategoryMap } from '@sift/contracts';
import { href, refreshUser } from '@sift/app-kit';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import { Alert, Button, Dialog, SkeletonGroup, TextField, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { FilterSummary } from '../filters/filter-summary';
import { accountCalls, useAccountData } from '../shared/account-data';
import { ParentalMapEditor } from './parental-map-editor';
import { enteredPasscodeError, newPasscodeErrors, passcodeCheckFailure, passcodeSetFailure } from './passcode-rules';

/** Maps are written normalized (0117): one entry per category, parents consistent with their leaves. */
const normalized = (map: CategoryMap) => normalizeCategoryFilters(defaultCategoryTree(), map);

type Step = { kind: 'set' } | { kind: 'enter' } | { kind: 'edit'; passcode: string; original: CategoryMap; map: CategoryMap };

function SetPasscodeForm({ onSet }: { onSet: (passcode: string) => Promise<void> }) {
  const [passcode, setPasscode] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ passcode?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasscodeErrors(passcode, confirm);
    setErrors(found);
    if (found.passcode || found.confirm) return;
    setBusy(true);
    try {
      await onSet(passcode);
    } catch (failure) {
      setErrors({ form: passcodeSetFailure(failure) });
      setBusy(false);
    }
  }
  return (
    <form className="ac-form" aria-label="Set a passcode" noValidate onSubmit={(event) => void submit(event)}>
      <p>Choose a passcode of at least 4 digits. You need it to change parental controls.</p>
      <TextField label="Passcode" type="password" inputMode="numeric" autoComplete="new-password" value={passcode} onChange={(e) => setPasscode(e.target.value)} errors={errors.passcode ? [errors.passcode] : undefined} />
      <TextField label="Confirm passcode" type="password" inputMode="numeric" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} errors={errors.confirm ? [errors.confirm] : undefined} />
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <div className="ac-actions">
        <Button type="submit" disabled={busy}>
          Set passcode
        </Button>
      </div>
    </form>
  );
}

function EnterPasscodeForm({ onEntered }: { onEntered: (passcode: string) => Promise<void> }) {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = enteredPasscodeError(passcode);
    setError(empty);
    if (empty) return;
    setBusy(true);
    try {
      await onEntered(passcode);
    } catch (failure) {
      setError(passcodeCheckFailure(failure));
      setBusy(false);
    }
  }
  return (
    <form className="ac-form" aria-label="Enter your passcode" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Passcode" type="password" inputMode="numeric" autoComplete="current-password" value={passcode} onChange={(e) => setPasscode(e.target.value)} errors={error ? [error] : undefined} />
      <div className="ac-actions">
        <Button type="submit" disabled={busy}>
          Continue
        </Button>
      </div>
    </form>
  );
}

/**
 * Parental controls (002 §4, §5, §8): filters every profile and device must use, behind a passcode. Without a passcode
 * the member sets one first; with one, they enter it, then edit the map. Cancel restores the map as it was; Save
 * sends it with the passcode. Wrong guesses are throttled by the server.
 */
export function ParentalControlsSection() {
  const loaded = useAccountData(accountCalls.requiredFilters);
  const [step, setStep] = useState<Step | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const start = () => {
    setSaveError(null);
    setStep(loaded.data?.passcode_set ? { kind: 'enter' } : { kind: 'set' });
  };
  const edit = (passcode: string, original: CategoryMap) => setStep({ kind: 'edit', passcode, original, map: original });

  async function save() {
    if (step?.kind !== 'edit') return;
    setSaving(true);
    setSaveError(null);
    try {
      await api().requiredFilters.update({ passcode: step.passcode, id_map: normalized(step.map) });
      await Promise.all([loaded.reload(), refreshUser()]);
      setStep(null);
    } catch (failure) {
      setSaveError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card ac-section" aria-labelledby="parental-heading">
      <h2 id="parental-heading" className="ac-section__title">
        Parental controls
      </h2>
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
          <Dialog
            open={step !== null}
            onOpenChange={(open) => (open ? start() : setStep(null))}
            title="Parental controls"
            size="lg"
            trigger={<Button variant="secondary">{loaded.data.passcode_set ? 'Edit Parental Controls' : 'Set Passcode'}</Button>}
          >
            {step?.kind === 'set' && (
              <SetPasscodeForm
                onSet={async (passcode) => {
                  const created = await api().requiredFilters.create({ id_map: normalized(loaded.data!.id_map), passcode, passcode_confirm: passcode });
                  void loaded.reload();
                  edit(passcode, created.id_map);
                }}
              />
            )}
            {step?.kind === 'enter' && (
              <EnterPasscodeForm
                onEntered={async (passcode) => {
                  const checked = await api().requiredFilters.update({ passcode });
                  edit(passcode, checked.id_map);
                }}
              />
            )}
            {step?.kind === 'edit' && (
              <div className="ac-form">
                <ParentalMapEditor map={step.map} onChange={(map) => setStep({ ...step, map })} />
                {saveError && <Alert tone="error">{saveError}</Alert>}
                <div className="ac-actions">
                  <Button
                    variant="secondary"
                    onClick={() => {
                      // Cancel restores the map as it was (002 §4).
                      setStep({ ...step, map: step.original });
                      setStep(null);
                    }}
                  >
                    Cancel
                  </Button>
                  <Button onClick={() => void save()} disabled={saving}>
                    Save
                  </Button>
                </div>
              </div>
            )}
          </Dialog>
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
