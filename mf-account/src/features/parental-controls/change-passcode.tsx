import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { BACK_TO_ACCOUNT, PARENTAL_FILTERS_LOAD_FAILED, PASSCODE_CHANGED, PASSCODE_NOT_SET } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Form, FormAlert, FormField, FormSubmit, PageSkeleton } from '@sift/ui';
import { api } from '../../api';
import { accountCalls, useAccountData } from '../shared/account-data';
import { changePasscodeSchema, passcodeCheckError } from './passcode-rules';

/**
 * Changing the parental controls' passcode (002 §3 passcode_new, §5, §7 PATCH required-filters with passcode and
 * passcode_new, §8; docs/decisions/0105): the current passcode, then the new one twice. Without a passcode the member
 * sets one on the account page first.
 */
export function ChangePasscode() {
  const loaded = useAccountData(accountCalls.requiredFilters);
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

  async function change(values: z.output<typeof changePasscodeSchema>) {
    try {
      await api().requiredFilters.update(values);
    } catch (failure) {
      // A wrong current passcode (403) is said under its field; the server's field messages under theirs (002 §8).
      throw passcodeCheckError(failure, ['passcode', 'passcode_new', 'passcode_confirm']);
    }
    setChanged(true);
  }

  return (
    <Form
      className="ac-form ac-form--narrow"
      aria-label="Change your passcode"
      schema={changePasscodeSchema}
      defaultValues={{ passcode: '', passcode_new: '', passcode_confirm: '' }}
      onSubmit={change}
    >
      <p>Your passcode guards the filters every profile must use. Choose a new one of at least 4 digits.</p>
      <FormField name="passcode" label="Current passcode" type="password" inputMode="numeric" autoComplete="current-password" />
      <FormField name="passcode_new" label="New passcode" type="password" inputMode="numeric" autoComplete="new-password" />
      <FormField name="passcode_confirm" label="Confirm new passcode" type="password" inputMode="numeric" autoComplete="new-password" />
      <FormAlert />
      <div className="ac-actions ac-actions--spread">
        {back}
        <FormSubmit>Change passcode</FormSubmit>
      </div>
    </Form>
  );
}
