import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  CHOOSE_YOUR_DEVICE,
  DEVICE_CANNOT_REGISTER,
  DEVICE_CODE_LABEL,
  DEVICE_NAME_IN_USE,
  DEVICE_NAME_LABEL,
  DEVICE_SAVE_FAILED,
  DEVICE_SAVE_MIN_MS,
  DEVICE_SAVED,
  DEVICE_SETUP_CODE_LENGTH,
  deviceCodeHint,
  LINK_ANOTHER_TV_DEVICE,
  REGISTRABLE_TV_DEVICE_IDS,
  SAVE_DEVICE,
  TV_DEVICE_KINDS,
  tvDeviceCreate,
  type TvDevice,
  type TvDeviceCreate,
} from '@sift/contracts';
import { Alert, Button, CodeInput, fieldFailure, Form, FormAlert, FormField, FormSubmit } from '@sift/ui';
import { defaultDeviceName, isNameInUse } from './default-device-name';

type Kind = (typeof TV_DEVICE_KINDS)[number];
const isRegistrable = (id: string) => (REGISTRABLE_TV_DEVICE_IDS as readonly string[]).includes(id);
const kindOf = (id: string | undefined) => TV_DEVICE_KINDS.find((k) => k.id === id);

/** The server's refusal, with its field errors when it has them (ApiError from @sift/api-client). */
type SaveError = Error & { fieldErrors?: Record<string, string[]> };

export interface DeviceRegistrationProps {
  /** The account's devices: the default name counts them, and a name must not repeat. */
  devices: readonly TvDevice[];
  /** The route's type_id: preselects the device (001 §2). */
  initialTypeId?: string;
  /** POST tv-devices/ (the caller's API client). */
  onRegister: (body: TvDeviceCreate) => Promise<TvDevice>;
  /** After a device was saved (the caller reloads its list). */
  onSaved?: (device: TvDevice) => void;
  /** Shown with the choice of device (the setup wizard's 'Skip', the page's help). */
  footer?: ReactNode;
  /** Heading level of the step titles inside the page. */
  headingLevel?: 2 | 3;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * TV device registration (001 §4, §5): choose the device, then its name and the five-letter setup code its app
 * shows, then save (at least 1 s), then 'Device Saved!' and 'Link Another TV Device'. Only Apple TV, Fire TV and
 * Android TV can be registered.
 */
export function DeviceRegistration({ devices, initialTypeId, onRegister, onSaved, footer, headingLevel = 2 }: DeviceRegistrationProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const initial = kindOf(initialTypeId);
  const [kind, setKind] = useState<Kind | null>(initial && isRegistrable(initial.id) ? initial : null);
  const [refused, setRefused] = useState<Kind | null>(initial && !isRegistrable(initial.id) ? initial : null);
  const [saved, setSaved] = useState<TvDevice[]>([]);
  const known = useMemo(() => [...devices, ...saved.filter((s) => !devices.some((d) => d.id === s.id))], [devices, saved]);
  const [done, setDone] = useState<TvDevice | null>(null);
  const schema = useMemo(() => deviceSchema(known), [known]);

  const choose = (next: Kind) => {
    if (!isRegistrable(next.id)) {
      setRefused(next);
      return;
    }
    setRefused(null);
    setKind(next);
  };

  const save = async ({ name, setup_key }: DeviceFields) => {
    if (!kind) return;
    const started = Date.now();
    try {
      const device = await onRegister({ name, setup_key: setup_key.toUpperCase(), type: kind.id, device_name: kind.label });
      await wait(Math.max(0, DEVICE_SAVE_MIN_MS - (Date.now() - started)));
      setSaved((list) => [...list, device]);
      setDone(device);
      onSaved?.(device);
    } catch (caught) {
      await wait(Math.max(0, DEVICE_SAVE_MIN_MS - (Date.now() - started)));
      const fields = (caught as SaveError).fieldErrors ?? {};
      // The name's message goes under it, the type's above the buttons (Form); anything else is about the code
      // (001 §8): under the boxes, which keep it for another try, the name kept too.
      if (fields.name || fields.type) throw caught;
      const message = fields.setup_key?.[0] ?? DEVICE_SAVE_FAILED;
      throw fieldFailure('setup_key', message);
    }
  };

  const another = () => {
    setDone(null);
    setKind(null);
  };

  if (done) {
    return (
      <section className="lk-register lk-register--done" aria-labelledby="lk-device-saved">
        <Heading id="lk-device-saved" className="lk-register__title">
          {DEVICE_SAVED}
        </Heading>
        <p>
          <strong>{done.name}</strong> ({done.device_name})
        </p>
        <Button onClick={another}>{LINK_ANOTHER_TV_DEVICE}</Button>
      </section>
    );
  }

  if (!kind) {
    return (
      <section className="lk-register" aria-labelledby="lk-choose-device">
        <Heading id="lk-choose-device" className="lk-register__title">
          {CHOOSE_YOUR_DEVICE}
        </Heading>
        <ul className="lk-kinds">
          {TV_DEVICE_KINDS.map((k) => (
            <li key={k.id}>
              <Button variant="secondary" className="lk-kind" data-kind={k.id} aria-pressed={refused?.id === k.id} onClick={() => choose(k)}>
                {k.label}
              </Button>
            </li>
          ))}
        </ul>
        {refused && (
          <Alert tone="error" title={refused.label}>
            {DEVICE_CANNOT_REGISTER}
          </Alert>
        )}
        {footer}
      </section>
    );
  }

  return (
    <section className="lk-register" aria-labelledby="lk-register-title">
      <Heading id="lk-register-title" className="lk-register__title">
        {`Register your ${kind.label}`}
      </Heading>
      <p className="lk-muted">
        <a href={kind.install_help_link} target="_blank" rel="noreferrer">{`How to get the Sift app on ${kind.label}`}</a>
      </p>
      <Form className="lk-form" schema={schema} defaultValues={{ name: defaultDeviceName(known), setup_key: '' }} onSubmit={save}>
        <DeviceNameAndCode known={known} onChangeDevice={() => setKind(null)} />
      </Form>
    </section>
  );
}

/** The name (tvDeviceCreate's: required, trimmed, bounded) unique among the account's devices, and the code's five letters. */
function deviceSchema(known: readonly TvDevice[]) {
  return z.pick(tvDeviceCreate, { name: true, setup_key: true }).check(
    z.superRefine(({ name }, ctx) => {
      if (isNameInUse(name, known)) ctx.addIssue({ code: 'custom', path: ['name'], message: DEVICE_NAME_IN_USE });
    }),
  );
}
type DeviceFields = z.output<ReturnType<typeof deviceSchema>>;

const IN_USE = 'in-use';
const isCode = (code: string) => new RegExp(`^[A-Z]{${DEVICE_SETUP_CODE_LENGTH}}$`).test(code);

/**
 * The name and the code of the device Form: 'Name already in use' shows as it is typed, and Save waits for a free
 * name and five letters. The code's boxes keep what was typed through a refusal.
 */
function DeviceNameAndCode({ known, onChangeDevice }: { known: readonly TvDevice[]; onChangeDevice: () => void }) {
  const { setValue, setError, clearErrors, getFieldState } = useFormContext<DeviceFields>();
  const { isSubmitting, errors } = useFormState<DeviceFields>();
  const [name, code] = useWatch<DeviceFields, ['name', 'setup_key']>({ name: ['name', 'setup_key'] });
  const inUse = isNameInUse(name, known);
  useEffect(() => {
    if (inUse) setError('name', { type: IN_USE, message: DEVICE_NAME_IN_USE });
    else if (getFieldState('name').error?.type === IN_USE) clearErrors('name');
  }, [inUse, setError, clearErrors, getFieldState]);
  const codeMessage = errors.setup_key?.message;
  return (
    <>
      <FormField name="name" label={DEVICE_NAME_LABEL} maxLength={40} required />
      <CodeInput
        label={DEVICE_CODE_LABEL}
        length={DEVICE_SETUP_CODE_LENGTH}
        charset="letters"
        uppercase
        hint={deviceCodeHint()}
        onChange={(value) => {
          setValue('setup_key', value);
          clearErrors('setup_key');
        }}
      />
      {/* Under the boxes, which keep the code: the message asks to check it (001 §8). */}
      {codeMessage && <Alert tone="error">{codeMessage}</Alert>}
      <FormAlert />
      <div className="lk-form__actions">
        <Button variant="ghost" onClick={onChangeDevice} disabled={isSubmitting}>
          Change device
        </Button>
        <FormSubmit requires={['name']} disabled={inUse || !isCode(code)} aria-busy={isSubmitting || undefined} pendingLabel="Saving…">
          {SAVE_DEVICE}
        </FormSubmit>
      </div>
    </>
  );
}
