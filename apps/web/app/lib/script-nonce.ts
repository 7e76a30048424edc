// A per-render mark on the page's own inline scripts. It is not used as a CSP nonce (cached pages
// are shared, so the policy lists hashes); the server hashes only the scripts that carry this
// render's mark, so a <script> that reached the HTML any other way (an injection bug in stored
// content) is never allowed by the policy. Empty on the client: hydration keeps what it finds.
import { createContext } from 'react';

export const ScriptNonce = createContext<string | undefined>(undefined);

/** The response header that tells the server adapter this render's mark (never sent to browsers). */
export const SCRIPT_NONCE_HEADER = 'x-script-nonce';
