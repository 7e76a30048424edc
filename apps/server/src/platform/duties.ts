// Separation of duties on the server (issue 38; decision 0059): core's rule (`notYourOwn`) plus
// the audit log's record of a refused attempt. A refusal writes nothing else: the check runs
// before the decision writes, or inside its transaction, which the refusal rolls back; the audit
// entry is written after, on its own, so the attempt stays on record.
import { AppError, dutiesText, isAppError, isOwnDecision } from '@sahyog/core';
import type { AuditLog } from './audit.ts';

export interface DecisionSubject {
  /** The decision that was refused, as its own audit action ("vendor.approve", "order.verify" …). */
  action: string;
  subjectType: string;
  subjectId: string | number;
}

type Audit = Pick<AuditLog, 'record'>;

/** Records that `staffId` was refused deciding `what` of their own. */
async function recordRefusal(audit: Audit, staffId: number | null, what: DecisionSubject): Promise<void> {
  await audit.record({
    actorId: staffId,
    action: 'duty.refused',
    subjectType: what.subjectType,
    subjectId: what.subjectId,
    before: null,
    after: { refused: what.action },
  });
}

/** Refuses (403, audited) when `staffId` is one of `ownerIds`; for checks made before any write. */
export async function refuseOwnDecision(
  audit: Audit,
  staffId: number | null | undefined,
  ownerIds: readonly (number | null | undefined)[],
  what: DecisionSubject,
): Promise<void> {
  if (!isOwnDecision(staffId, ownerIds)) return;
  await recordRefusal(audit, staffId ?? null, what);
  throw new AppError('own_decision', dutiesText.ownDecision);
}

/**
 * Runs a decision whose check (`notYourOwn`) sits inside its transaction, next to the locked row
 * it reads: a refusal there rolled everything back, and is recorded here once the transaction ended.
 */
export async function auditingOwnDecision<T>(audit: Audit, staffId: number | null | undefined, what: DecisionSubject, decide: () => Promise<T>): Promise<T> {
  try {
    return await decide();
  } catch (e) {
    if (isAppError(e) && e.code === 'own_decision') await recordRefusal(audit, staffId ?? null, what);
    throw e;
  }
}
