import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { PARENTAL_FILTERS_LOAD_FAILED, type CategoryMap } from '@sift/contracts';
import { href, refreshUser } from '@sift/app-kit';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import { Alert, Button, Dialog, fieldFailure, Form, FormAlert, FormField, FormSubmit, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { FilterSummary } from '../filters/filter-summary';
import { accountCalls, useAccountData } from '../shared/account-data';
import { ParentalMapEditor } from './parental-map-editor';
import { enterPasscodeSchema, passcodeCheckFailure, passcodeSetError, setPasscodeSchema } from './passcode-rules';

/** Maps are written normalized (0117): one entry per category, parents consistent with their leaves. */
const normalized = (map: CategoryMap) => normalizeCategoryFilters(defaultCategoryTree(), map);

type Step = { kind: 'set' } | { kind: 'enter' } | { kind: 'edit'; passcode: string; original: CategoryMap; map: CategoryMap };

function SetPasscodeForm({ onSet }: { onSet: (passcode: string) => Promise<void> }) {
  async function set({ passcode }: z.output<typeof setPasscodeSchema>) {
    await onSet(passcode).catch((failure: unknown) => {
      throw passcodeSetError(failure);
    });
  }
  return (
    <Form className="ac-form" aria-label="Set a passcode" schema={setPasscodeSchema} defaultValues={{ passcode: '', passcode_confirm: '' }} onSubmit={set}>
      <p>Choose a passcode of at least 4 digits. You need it to change parental controls.</p>
      <FormField name="passcode" label="Passcode" type="password" inputMode="numeric" autoComplete="new-password" />
      <FormField name="passcode_confirm" label="Confirm passcode" type="password" inputMode="numeric" autoComplete="new-password" />
      <FormAlert />
      <div className="ac-actions">
        <FormSubmit>Set passcode</FormSubmit>
      </div>
    </Form>
  );
}

function EnterPasscodeForm({ onEntered }: { onEntered: (passcode: string) => Promise<void> }) {
  async function enter({ passcode }: z.output<typeof enterPasscodeSchema>) {
    await onEntered(passcode).catch((failure: unknown) => {
      // Every failed check is said under the field (002 §8): 'Invalid passcode', too many guesses, or try later.
      throw fieldFailure('passcode', passcodeCheckFailure(failure));
    });
  }
  return (
    <Form className="ac-form" aria-label="Enter your passcode" schema={enterPasscodeSchema} defaultValues={{ passcode: '' }} onSubmit={enter}>
      <FormField name="passcode" label="Passcode" type="password" inputMode="numeric" autoComplete="current-password" />
      <div className="ac-actions">
        <FormSubmit>Continue</FormSubmit>
      </div>
    </Form>
  );
}

/** The locked map's editor: Save sends it (one submission at a time, the server's message above the buttons). */
function EditMapForm({ map, onChange, onSave, onCancel }: { map: CategoryMap; onChange: (map: CategoryMap) => void; onSave: () => Promise<void>; onCancel: () => void }) {
  return (
    <Form className="ac-form" aria-label="Edit the locked filters" schema={noFields} defaultValues={{}} onSubmit={onSave}>
      <ParentalMapEditor map={map} onChange={onChange} />
      <FormAlert />
      <div className="ac-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <FormSubmit>Save</FormSubmit>
      </div>
    </Form>
  );
}

/** The map editor's form has no text fields: its value is the map, kept by the section. */
const noFields = z.object({});

/**
 * Parental controls (002 §4, §5, §8): filters every profile and device must use, behind a passcode. Without a passcode
 * the member sets one first; with one, they enter it, then edit the map. Cancel restores the map as it was; Save
 * sends it with the passcode. Wrong guesses are throttled by the server.
 */
export function ParentalControlsSection() {
  const loaded = useAccountData(accountCalls.requiredFilters);
  const [step, setStep] = useState<Step | null>(null);

  const start = () => setStep(loaded.data?.passcode_set ? { kind: 'enter' } : { kind: 'set' });
  const edit = (passcode: string, original: CategoryMap) => setStep({ kind: 'edit', passcode, original, map: original });

  async function save() {
    if (step?.kind !== 'edit') return;
    try {
      await api().requiredFilters.update({ passcode: step.passcode, id_map: normalized(step.map) });
    } catch (failure) {
      // The server's words above the buttons: a map's failure names no field of this form.
      throw new Error((failure as Error).message);
    }
    await Promise.all([loaded.reload(), refreshUser()]);
    setStep(null);
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
              <EditMapForm
                map={step.map}
                onChange={(map) => setStep({ ...step, map })}
                onSave={save}
                onCancel={() => {
                  // Cancel restores the map as it was (002 §4).
                  setStep({ ...step, map: step.original });
                  setStep(null);
                }}
              />
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
