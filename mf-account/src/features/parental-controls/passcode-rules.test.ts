import { ApiError } from '@sift/api-client';
import { PASSCODE_CHECK_FAILED, PASSCODE_EMPTY, PASSCODE_INVALID, PASSCODE_MIN_4, PASSCODE_NUMBERS_ONLY, PASSCODE_SET_FAILED, PASSCODES_DO_NOT_MATCH } from '@sift/contracts';
import { enteredPasscodeError, newPasscodeErrors, passcodeCheckFailure, passcodeSetFailure } from './passcode-rules';

describe('parental controls passcode (002 §5, §8)', () => {
  it('a new passcode: numbers only, at least 4 digits, both the same', () => {
    expect(newPasscodeErrors('12a4', '12a4')).toEqual({ passcode: PASSCODE_NUMBERS_ONLY });
    expect(newPasscodeErrors('123', '123')).toEqual({ passcode: PASSCODE_MIN_4 });
    expect(newPasscodeErrors('1234', '1243')).toEqual({ confirm: PASSCODES_DO_NOT_MATCH });
    expect(newPasscodeErrors('123456', '123456')).toEqual({});
  });

  it('entering it: empty asks for it; 403 is an invalid passcode; other failures the generic text', () => {
    expect(enteredPasscodeError('')).toBe(PASSCODE_EMPTY);
    expect(enteredPasscodeError('4321')).toBeNull();
    expect(passcodeCheckFailure(new ApiError(403, { detail: PASSCODE_INVALID }))).toBe(PASSCODE_INVALID);
    expect(passcodeCheckFailure(new ApiError(500, {}))).toBe(PASSCODE_CHECK_FAILED);
    expect(passcodeCheckFailure(new ApiError(429, { detail: 'Too many attempts.' }))).toBe('Too many attempts.');
  });

  it('setting it failed: the field message, else the spec text', () => {
    expect(passcodeSetFailure(new ApiError(400, { passcode: [PASSCODE_MIN_4] }))).toBe(PASSCODE_MIN_4);
    expect(passcodeSetFailure(new ApiError(503, { detail: 'down' }))).toBe(PASSCODE_SET_FAILED);
  });
});
