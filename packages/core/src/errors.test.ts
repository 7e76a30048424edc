import { describe, expect, it } from 'vitest';
import { AppError, codeForStatus, ERROR_CODES, errorStatus, found, isAppError } from './errors.ts';

describe('the error catalogue', () => {
  it('gives every code a client or server error status', () => {
    for (const code of ERROR_CODES) expect(errorStatus[code], code).toBeGreaterThanOrEqual(400);
  });

  it('an AppError takes its status from its code', () => {
    const e = new AppError('email_taken', 'An account already exists.', { email: 'An account already exists.' });
    expect(e.status).toBe(409);
    expect(new AppError('otp_locked', 'x').status).toBe(429);
    expect(AppError.invalid({ otp: 'Enter the code' })).toMatchObject({ code: 'invalid_input', status: 422, message: 'Enter the code' });
    expect(isAppError(e)).toBe(true);
  });

  it('a generic code for statuses from outside our code agrees with the catalogue', () => {
    for (const status of [400, 401, 403, 404, 405, 413, 415, 422, 429, 500, 503]) {
      const code = codeForStatus(status);
      expect(errorStatus[code], `${status} → ${code}`).toBe(status >= 500 ? 500 : status);
    }
    expect(codeForStatus(418)).toBe('bad_request');
  });

  it('found() passes a value through and turns null into not_found', () => {
    expect(found(0, 'gone')).toBe(0);
    expect(() => found(null, 'Campaign not found')).toThrow(expect.objectContaining({ code: 'not_found', status: 404, message: 'Campaign not found' }));
  });
});
