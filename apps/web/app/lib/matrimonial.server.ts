// Matrimonial's pages (issue 43): who is asking, as the service takes it. Signed out: to sign in;
// a mobile not proven: back to the section's home, which says how to prove it.
import type { MarriageViewer } from '@sahyog/core';
import { type RouterContextProvider, redirect } from 'react-router';
import { requestInfo, requireUser } from './session.server.ts';

export function marriageViewer(context: Readonly<RouterContextProvider>, request: Request): MarriageViewer {
  const { user } = requireUser(context, request);
  if (!user.phoneVerified) throw redirect('/matrimonial');
  return { id: user.id, phoneVerified: true, ip: requestInfo(context).meta.ip };
}
