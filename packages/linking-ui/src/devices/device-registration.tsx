import { useState, type FormEvent, type ReactNode } from 'react';
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
  type TvDevice,
  type TvDeviceCreate,
} from '@sift/contracts';
import { Alert, Button, CodeInput, TextField } from '@sift/ui';
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
  const known = [...devices, ...saved.filter((s) => !devices.some((d) => d.id === s.id))];
  const [name, setName] = useState(() => defaultDeviceName(known));
  const [code, setCode] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ name?: string; code?: string; form?: string }>({});
  const [done, setDone] = useState<TvDevice | null>(null);

  const choose = (next: Kind) => {
    setError({});
    if (!isRegistrable(next.id)) {
      setRefused(next);
      return;
    }
    setRefused(null);
    setKind(next);
  };

  const nameInUse = isNameInUse(name, known);
  const nameError = nameInUse ? DEVICE_NAME_IN_USE : error.name;
  const valid = name.trim().length > 0 && !nameInUse && new RegExp(`^[A-Z]{${DEVICE_SETUP_CODE_LENGTH}}$`).test(code);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind || !valid || saving) return;
    setSaving(true);
    setError({});
    const started = Date.now();
    try {
      const device = await onRegister({ name: name.trim(), setup_key: code.toUpperCase(), type: kind.id, device_name: kind.label });
      await wait(Math.max(0, DEVICE_SAVE_MIN_MS - (Date.now() - started)));
      setSaved((list) => [...list, device]);
      setDone(device);
      onSaved?.(device);
    } catch (caught) {
      await wait(Math.max(0, DEVICE_SAVE_MIN_MS - (Date.now() - started)));
      const fields = (caught as SaveError).fieldErrors ?? {};
      if (fields.name) setError({ name: fields.name[0] });
      else if (fields.type) setError({ form: fields.type[0] });
      // Anything else is about the code (001 §8): the boxes are emptied for another try, the name is kept.
      else setError({ code: fields.setup_key?.[0] ?? DEVICE_SAVE_FAILED });
    } finally {
      setSaving(false);
    }
  };

  const another = () => {
    setDone(null);
    setKind(null);
    setCode('');
    setError({});
    setName(defaultDeviceName(known));
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
      <form className="lk-form" onSubmit={save} noValidate>
        <TextField label={DEVICE_NAME_LABEL} value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required errors={nameError ? [nameError] : undefined} />
        <CodeInput
          label={DEVICE_CODE_LABEL}
          length={DEVICE_SETUP_CODE_LENGTH}
          charset="letters"
          uppercase
          hint={deviceCodeHint()}
          onChange={(value) => {
            setCode(value);
            if (error.code) setError((e) => ({ ...e, code: undefined }));
          }}
        />
        {/* Under the boxes, which keep the code: the message asks to check it (001 §8). */}
        {(error.code ?? error.form) && <Alert tone="error">{error.code ?? error.form}</Alert>}
        <div className="lk-form__actions">
          <Button variant="ghost" onClick={() => setKind(null)} disabled={saving}>
            Change device
          </Button>
          <Button type="submit" disabled={!valid || saving} aria-busy={saving || undefined}>
            {saving ? 'Saving…' : SAVE_DEVICE}
          </Button>
        </div>
      </form>
    </section>
  );
}
