// The separation of duties' rule (decision 0059): the one the decision is for never decides it.
import { describe, expect, it } from 'vitest';
import { dutiesText, isOwnDecision, notYourOwn } from './duties.ts';
import { errorStatus } from './errors.ts';

describe('notYourOwn', () => {
  it('refuses a staff member who is one of the owners with the one 403', () => {
    expect(() => notYourOwn(7, [3, 7])).toThrow(expect.objectContaining({ code: 'own_decision', status: 403, message: dutiesText.ownDecision }));
    expect(errorStatus.own_decision).toBe(403);
  });

  it('lets anyone else decide, and the system (no staff member) owns nothing; a guest’s order matches nobody', () => {
    expect(isOwnDecision(7, [3, 8])).toBe(false);
    expect(isOwnDecision(null, [7])).toBe(false);
    expect(isOwnDecision(undefined, [undefined])).toBe(false);
    expect(isOwnDecision(7, [null, undefined])).toBe(false);
    expect(() => notYourOwn(7, [])).not.toThrow();
  });
});
