// A certificate's files, at the addresses its credential and PDF name: the signed credential
// (credential.json, public so any wallet or verifier can check it with only our key), the PDF in
// English or Hindi, and the badge PNG with the credential baked in. None holds more than the
// verify page shows.
import { CERTIFICATE_ID_RE, credentialsText as ct } from '@sahyog/core';
import { data } from 'react-router';
import { services } from '../lib/services.server.ts';
import type { Route } from './+types/certificate-file';

const FILES = {
  'credential.json': 'application/ld+json',
  'certificate-en.pdf': 'application/pdf',
  'certificate-hi.pdf': 'application/pdf',
  'badge.png': 'image/png',
} as const;
type FileName = keyof typeof FILES;

export async function loader({ context, params }: Route.LoaderArgs) {
  const name = params.file as FileName;
  if (!CERTIFICATE_ID_RE.test(params.id) || !(name in FILES)) throw data(ct.notFound, { status: 404 });
  const api = services(context).credentials;
  const body =
    name === 'credential.json'
      ? await api.json(params.id).then((d) => (d ? JSON.stringify(d, null, 2) : null))
      : name === 'badge.png'
        ? await api.png(params.id)
        : await api.pdf(params.id, name === 'certificate-hi.pdf' ? 'hi' : 'en');
  if (body === null) throw data(ct.notFound, { status: 404 });
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'content-type': FILES[name] + (name === 'credential.json' ? '; charset=utf-8' : ''),
      'content-disposition': `${name === 'credential.json' ? 'inline' : 'attachment'}; filename="certificate-${params.id}-${name}"`,
      // A revocation changes the page, never these bytes; a minute keeps a shared link cheap.
      'cache-control': 'public, max-age=60',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    },
  });
}
