import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, codeForStatus, ERROR_CODES, errorStatus, fieldErrors, found, isAppError } from './errors.ts';

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

describe('fieldErrors', () => {
  it('keeps the first message per field, dots nested paths and names the whole value _', () => {
    const schema = z.object({
      email: z.string().min(1, 'Enter your email').email('Enter a valid email'),
      address: z.object({ pincode: z.string().regex(/^\d{6}$/, 'Enter a 6-digit pincode') }),
    });
    const r = schema.safeParse({ email: '', address: { pincode: '12' } });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ email: 'Enter your email', 'address.pincode': 'Enter a 6-digit pincode' });
    const whole = z.object({}).safeParse(null);
    if (!whole.success) expect(Object.keys(fieldErrors(whole.error))).toEqual(['_']);
  });
});

describe('errors in the request language', () => {
  it('turn a message fixed in English (a schema made at load) into Hindi on a Hindi request, and leave English alone', async () => {
    await import('./index.ts'); // every catalogue, as the server loads them
    await import('./hi/index.ts');
    const { setLanguageSource } = await import('./i18n.ts');
    const { errorBody } = await import('./errors.ts');
    const english = 'Please log in to continue.';
    const schema = z.object({ x: z.string({ error: english }) });
    const issues = schema.safeParse({}).error as z.ZodError;
    setLanguageSource(() => 'hi');
    try {
      const hindi = AppError.unauthorized().message;
      expect(hindi).not.toBe(english);
      expect(hindi).toContain('लॉग इन');
      expect(fieldErrors(issues)).toEqual({ x: hindi });
      expect(AppError.invalid({ x: english })).toMatchObject({ message: hindi, fields: { x: hindi } });
      expect(errorBody('unauthorized', english, { x: english })).toMatchObject({ message: hindi, errors: { x: hindi } });
      expect(new AppError('not_found', 'not a catalogue text').message).toBe('not a catalogue text');
    } finally {
      setLanguageSource(() => 'en');
    }
    expect(AppError.unauthorized().message).toBe(english);
    expect(fieldErrors(issues)).toEqual({ x: english });
  });
});
