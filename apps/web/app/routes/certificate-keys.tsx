// What a verifier needs besides the credential: the issuer's did:web document (its public keys)
// at /.well-known/did.json, and the signed revocation list at /certificates/status/1.
import { credentialsText as ct } from '@sahyog/core';
import { data } from 'react-router';
import { services } from '../lib/services.server.ts';
import type { Route } from './+types/certificate-keys';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = services(context).credentials;
  const doc = new URL(request.url).pathname.endsWith('/did.json') ? await api.didDocument() : params.n === '1' ? await api.statusList(1) : null;
  if (!doc) throw data(ct.notFound, { status: 404 });
  return new Response(JSON.stringify(doc), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // The list changes when staff revoke: verifiers may keep it a minute, no more.
      'cache-control': 'public, max-age=60',
      'access-control-allow-origin': '*',
    },
  });
}
