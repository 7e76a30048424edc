// The signed-in donor on a page that is the same for everyone (served from the page cache):
// the page asks for their details itself, and only when the `who` cookie says someone is
// signed in, so anonymous visitors cost the server nothing more.
import { VIEWER_COOKIE } from '@sahyog/core';
import { useEffect, useState } from 'react';
import type { DraftDonor } from './checkout-draft.ts';

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${VIEWER_COOKIE}=`);

type Me = { fullName: string; phone: string; district: string; city: string; state: string; pincode: string };

/** The donor's details for the checkout draft (spec §3), or null when signed out or not yet known. */
export function useSignedInDonor(): DraftDonor | null {
  const [donor, setDonor] = useState<DraftDonor | null>(null);
  useEffect(() => {
    if (!SIGNED_IN.test(document.cookie)) return;
    const ctl = new AbortController();
    fetch('/api/v1/me', { signal: ctl.signal, credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ data?: Me }>) : null))
      .then((j) => {
        const u = j?.data;
        if (u) setDonor({ user_name: u.fullName, user_mobile: u.phone, district: u.district, city: u.city, state: u.state, pincode: u.pincode });
      })
      .catch(() => {});
    return () => ctl.abort();
  }, []);
  return donor;
}
