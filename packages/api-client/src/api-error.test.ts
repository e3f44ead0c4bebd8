import { CONFIRMATION_CODE_INVALID, httpErrorMessage } from '@sift/contracts';
import { ApiError, isApiError } from './api-error';
import { FALLBACK_ERROR_MESSAGE, messageForStatus } from './status-message';

describe('messageForStatus (spec 000 §8)', () => {
  const serverSays = { detail: 'Server words' };
  it.each([
    [500, "We're having a bit of trouble! Please try again later (500)."],
    [502, "We're having a bit of trouble! Please try again later (502)."],
    [503, "We're having a bit of trouble! Please try again later (503)."],
    [504, "We're having a bit of trouble! Please try again later (504)."],
    [451, 'This service is not currently available in your country/region (451).'],
    [404, "This resource isn't currently available! Please contact support (404)."],
    [0, 'Unable to connect to the internet.'],
    [-1, 'Unable to connect to the internet.'],
  ])('status %i -> the catalogue text, whatever the server says', (status, expected) => {
    expect(messageForStatus(status, serverSays)).toBe(expected);
  });

  it('uses the contracts texts', () => {
    expect(messageForStatus(503, undefined)).toBe(httpErrorMessage.serverTrouble(503));
    expect(messageForStatus(451, undefined)).toBe(httpErrorMessage.unavailableInRegion(451));
    expect(messageForStatus(404, undefined)).toBe(httpErrorMessage.notFound);
    expect(messageForStatus(0, undefined)).toBe(httpErrorMessage.offline);
  });

  it.each([
    ['detail', 403, { detail: 'Invalid passcode' }, 'Invalid passcode'],
    ['detail before field errors', 400, { email: ['Bad e-mail'], detail: 'Detail first' }, 'Detail first'],
    ['the first field error', 400, { password: ['Too short', 'Too plain'], email: ['Bad'] }, 'Too short'],
    ['non_field_errors', 400, { non_field_errors: ['Unable to log in with provided credentials.'] }, 'Unable to log in with provided credentials.'],
    ['a string body', 429, 'Request was throttled.', 'Request was throttled.'],
    ['other 5xx are not in the table: the server message', 501, { detail: 'Not implemented' }, 'Not implemented'],
    ['an empty body falls back', 401, undefined, FALLBACK_ERROR_MESSAGE],
    ['a blank string falls back', 400, '   ', FALLBACK_ERROR_MESSAGE],
    ['an object without messages falls back', 409, { code: 'x' }, FALLBACK_ERROR_MESSAGE],
  ])('other statuses: %s', (_name, status, body, expected) => {
    expect(messageForStatus(status, body)).toBe(expected);
  });
});

describe('ApiError', () => {
  it('carries status, mapped message, field errors, code and body', () => {
    const body = { confirmation_code: [CONFIRMATION_CODE_INVALID], code: 'confirmation_code_invalid' };
    const error = new ApiError(400, body);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.message).toBe(CONFIRMATION_CODE_INVALID);
    expect(error.fieldErrors).toEqual({ confirmation_code: [CONFIRMATION_CODE_INVALID] });
    expect(error.code).toBe('confirmation_code_invalid');
    expect(error.body).toBe(body);
  });

  it('has no field errors or code when the body has none', () => {
    const error = new ApiError(403, { detail: 'Invalid passcode' });
    expect(error.fieldErrors).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it('keeps only string-list entries as field errors', () => {
    const error = new ApiError(400, { name: ['Required'], detail: 'x', count: 3, tags: [1, 2], empty: [] });
    expect(error.fieldErrors).toEqual({ name: ['Required'] });
  });

  it('isApiError also knows an ApiError from another copy of the package', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 500 });
    expect(isApiError(new ApiError(500))).toBe(true);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 500 })).toBe(false);
  });
});
