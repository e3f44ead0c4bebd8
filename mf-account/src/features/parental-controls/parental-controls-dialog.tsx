import { useState } from 'react';
import { z } from 'zod/mini';
import type { CategoryMap } from '@sift/contracts';
import { refreshUser } from '@sift/app-kit';
import { defaultCategoryTree, normalizeCategoryFilters } from '@sift/filter-engine';
import { Button, Dialog, fieldFailure, Form, FormAlert, FormField, FormSubmit } from '@sift/ui';
import { api } from '../../api';
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

/** The map editor's form has no text fields: its value is the map, kept by the dialog. */
const noFields = z.object({});

/**
 * The parental controls' dialog (002 §4, §5, §8), opened by the section's 'Set Passcode' or 'Edit Parental Controls',
 * which loads it (lazy-dialogs.tsx). Without a passcode the member sets one first; with one, they enter it, then edit
 * the map. Cancel restores the map as it was; Save sends it with the passcode. Wrong guesses are throttled by the server.
 */
export function ParentalControlsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // The section's answer, kept in the site's query client (0086): it has arrived before the section offers this dialog.
  const loaded = useAccountData(accountCalls.requiredFilters);
  const start = (): Step => (loaded.data?.passcode_set ? { kind: 'enter' } : { kind: 'set' });
  const [step, setStep] = useState<Step>(start);
  // Each opening starts again: the passcode is asked for (or set) first.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep(start());
  }
  const edit = (passcode: string, original: CategoryMap) => setStep({ kind: 'edit', passcode, original, map: original });

  async function save() {
    if (step.kind !== 'edit') return;
    try {
      await api().requiredFilters.update({ passcode: step.passcode, id_map: normalized(step.map) });
    } catch (failure) {
      // The server's words above the buttons: a map's failure names no field of this form.
      throw new Error((failure as Error).message);
    }
    await Promise.all([loaded.reload(), refreshUser()]);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Parental controls" size="lg">
      {step.kind === 'set' && (
        <SetPasscodeForm
          onSet={async (passcode) => {
            const created = await api().requiredFilters.create({ id_map: normalized(loaded.data!.id_map), passcode, passcode_confirm: passcode });
            void loaded.reload();
            edit(passcode, created.id_map);
          }}
        />
      )}
      {step.kind === 'enter' && (
        <EnterPasscodeForm
          onEntered={async (passcode) => {
            const checked = await api().requiredFilters.update({ passcode });
            edit(passcode, checked.id_map);
          }}
        />
      )}
      {step.kind === 'edit' && (
        <EditMapForm
          map={step.map}
          onChange={(map) => setStep({ ...step, map })}
          onSave={save}
          onCancel={() => {
            // Cancel restores the map as it was (002 §4).
            setStep({ ...step, map: step.original });
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}
