import { AppError } from '@sahyog/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { check, expected } from './forms.ts';

describe('page action helpers', () => {
  it('expected() hands back an error the visitor can act on', () => {
    const e = new AppError('otp_locked', 'Too many tries');
    expect(expected(e)).toBe(e);
    expect(expected(AppError.invalid({ otp: 'Enter the code' })).fields).toEqual({ otp: 'Enter the code' });
  });

  it('expected() rethrows bugs, outages and 5xx AppErrors for the error page', () => {
    const bug = new TypeError('x is undefined');
    expect(() => expected(bug)).toThrow(bug);
    const ours = new AppError('internal', 'Something went wrong');
    expect(() => expected(ours)).toThrow(ours);
    expect(() => expected('a string')).toThrow();
  });

  it('check() gives the same field errors as the API', () => {
    expect(check(z.object({ email: z.email('Enter a valid email') }), { email: 'x' })).toEqual({ ok: false, errors: { email: 'Enter a valid email' } });
    expect(check(z.object({ n: z.coerce.number() }), { n: '4' })).toEqual({ ok: true, data: { n: 4 } });
  });
});
