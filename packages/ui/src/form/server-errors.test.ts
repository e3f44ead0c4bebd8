import { FORM_FALLBACK_ERROR, serverErrors } from './server-errors';

/** What the API client throws (ApiError), by its shape: the UI kit does not import the client. */
function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return Object.assign(new Error(message), { name: 'ApiError', status, fieldErrors });
}

describe('serverErrors: the one reading of an error answer for a form', () => {
  it('puts {field: [messages]} under the fields, renamed where the server names them otherwise', () => {
    const found = serverErrors(apiError(400, 'x', { username: ['This field is required.'], password: ['Please provide a password.', 'Too common.'] }), ['email', 'password'], { username: 'email' });
    expect(found).toEqual({
      fields: { email: ['This field is required.'], password: ['Please provide a password.', 'Too common.'] },
      form: undefined,
      status: 400,
    });
  });

  it('makes non_field_errors, a detail list and messages for fields the form lacks the form-level message', () => {
    const found = serverErrors(
      apiError(400, 'Unable to log in with provided credentials.', { non_field_errors: ['Unable to log in with provided credentials.'], card: ['Declined.'], email: ['Taken.'] }),
      ['email'],
    );
    expect(found.fields).toEqual({ email: ['Taken.'] });
    expect(found.form).toBe('Unable to log in with provided credentials. Declined.');
  });

  it("uses the error's own message for {detail} (ApiError.message) and for any other failure", () => {
    expect(serverErrors(apiError(403, 'This account is locked.'), ['email'])).toEqual({ fields: {}, form: 'This account is locked.', status: 403 });
    expect(serverErrors(new Error('Your card was declined.'), ['email'])).toEqual({ fields: {}, form: 'Your card was declined.', status: undefined });
    expect(serverErrors(undefined, ['email']).form).toBe(FORM_FALLBACK_ERROR);
  });

  it('keeps the status when every message found its field (a 403 with field errors only)', () => {
    expect(serverErrors(apiError(403, 'This account is disabled.', { username: ['This account is disabled.'] }), ['email'], { username: 'email' })).toEqual({
      fields: { email: ['This account is disabled.'] },
      form: undefined,
      status: 403,
    });
  });
});
