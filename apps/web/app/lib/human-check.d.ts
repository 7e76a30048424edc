import type { HumanChallenge } from '@sahyog/core';
/** The solution, as the `altcha` field carries it (base64 of JSON {challenge, solution}); null if aborted. */
export declare function solveHumanCheck(challenge: HumanChallenge, signal?: AbortSignal): Promise<string | null>;
