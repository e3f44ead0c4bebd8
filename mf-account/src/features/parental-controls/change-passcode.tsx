import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BACK_TO_ACCOUNT, PARENTAL_FILTERS_LOAD_FAILED, PASSCODE_CHANGED, PASSCODE_NOT_SET } from '@sift/contracts';
import { isApiError } from '@sift/api-client';
import { href } from '@sift/app-kit';
import { Alert, Button, PageSkeleton, TextField } from '@sift/ui';
import { api } from '../../api';
import { accountCalls, useAccountData } from '../shared/account-data';
import { enteredPasscodeError, newPasscodeErrors, passcodeCheckFailure } from './passcode-rules';

type Errors = { current?: string; passcode?: string; confirm?: string; form?: string };

/** A failed change: the server's field message where it names a field, else the passcode check's texts (002 §8). */
export function changePasscodeFailure(failure: unknown): Errors {
  const fields = isApiError(failure) ? failure.fieldErrors : undefined;
  if (fields?.passcode_new?.[0]) return { passcode: fields.passcode_new[0] };
  if (fields?.passcode_confirm?.[0]) return { confirm: fields.passcode_confirm[0] };
  if (fields?.passcode?.[0]) return { current: fields.passcode[0] };
  if (isApiError(failure) && failure.status === 403) return { current: passcodeCheckFailure(failure) };
  return { form: passcodeCheckFailure(failure) };
}

/**
 * Changing the parental controls' passcode (002 §3 passcode_new, §5, §7 PATCH required-filters with passcode and
 * passcode_new, §8; docs/decisions/0105): the current passcode, then the new one twice. Without a passcode the member
 * sets one on the account page first.
 */
export function ChangePasscode() {
  const loaded = useAccountData(accountCalls.requiredFilters);
  const [current, setCurrent] = useState('');
  const [passcode, setPasscode] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const back = (
    <Link className="ac-link" to={href('account')}>
      {BACK_TO_ACCOUNT}
    </Link>
  );
  if (loaded.error) return <Alert tone="error">{PARENTAL_FILTERS_LOAD_FAILED}</Alert>;
  if (!loaded.data) return <PageSkeleton />;
  if (!loaded.data.passcode_set) {
    return (
      <div className="ac-form ac-form--narrow">
        <Alert tone="info">{PASSCODE_NOT_SET}</Alert>
        {back}
      </div>
    );
  }
  if (changed) {
    return (
      <div className="ac-form ac-form--narrow">
        <Alert tone="success">{PASSCODE_CHANGED}</Alert>
        {back}
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = { current: enteredPasscodeError(current) ?? undefined, ...newPasscodeErrors(passcode, confirm) };
    setErrors(found);
    if (found.current || found.passcode || found.confirm) return;
    setBusy(true);
    try {
      await api().requiredFilters.update({ passcode: current, passcode_new: passcode, passcode_confirm: confirm });
      setChanged(true);
    } catch (failure) {
      setErrors(changePasscodeFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ac-form ac-form--narrow" aria-label="Change your passcode" noValidate onSubmit={(event) => void submit(event)}>
      <p>Your passcode guards the filters every profile must use. Choose a new one of at least 4 digits.</p>
      <TextField label="Current passcode" type="password" inputMode="numeric" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} errors={errors.current ? [errors.current] : undefined} />
      <TextField label="New passcode" type="password" inputMode="numeric" autoComplete="new-password" value={passcode} onChange={(e) => setPasscode(e.target.value)} errors={errors.passcode ? [errors.passcode] : undefined} />
      <TextField label="Confirm new passcode" type="password" inputMode="numeric" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} errors={errors.confirm ? [errors.confirm] : undefined} />
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <div className="ac-actions ac-actions--spread">
        {back}
        <Button type="submit" disabled={busy}>
          Change passcode
        </Button>
      </div>
    </form>
  );
}
