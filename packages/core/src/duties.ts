// Separation of duties (issue 38; decision 0059): wherever money or trust moves, the staff member
// who decides is never the one it is for. Nobody decides their own shop's application, verifies a
// payment for their own order, decides a refund, return or dispute of an order they bought or sold,
// approves or pays a withdrawal to their own shop, or approves spending they proposed. One rule and
// one answer (403 `own_decision`) everywhere, so a console or client can say "ask a colleague".
import { AppError } from './errors.ts';
import { catalogue } from './i18n.ts';

export const dutiesText = /* @__PURE__ */ catalogue('duties', {
  ownDecision:
    'Another staff member must decide this: nobody approves, verifies, refunds or pays what is their own (their shop, their order, their withdrawal or what they proposed).',
});

/**
 * Whether `staffId` is one of `ownerIds` (the buyer, the shop's account, the proposer …). A null
 * staff member is the system (the demo seed, a webhook): it owns nothing. Missing owners (a
 * guest's order) never match.
 */
export function isOwnDecision(staffId: number | null | undefined, ownerIds: readonly (number | null | undefined)[]): boolean {
  if (staffId === null || staffId === undefined) return false;
  return ownerIds.some((owner) => owner !== null && owner !== undefined && owner === staffId);
}

/** Throws the one 403 when the staff member would decide something of their own. */
export function notYourOwn(staffId: number | null | undefined, ownerIds: readonly (number | null | undefined)[]): void {
  if (isOwnDecision(staffId, ownerIds)) throw new AppError('own_decision', dutiesText.ownDecision);
}
