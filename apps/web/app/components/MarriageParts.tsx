// Matrimonial's shared parts (issue 43): a profile's card with its badges, and the section's links.
import { formatDate, type MarriageCard, matrimonialText as mt } from '@sahyog/core';
import { Link } from '../lib/links.tsx';

export function MarriageBadges({ p }: { p: MarriageCard }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
      <li className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">{mt.createdByBadge(mt.creatorsBadge[p.createdBy])}</li>
      {p.mobileVerified && <li className="rounded-full bg-green-100 px-2 py-0.5 text-green-900">{mt.mobileVerified}</li>}
      {p.idCheckedAt && <li className="rounded-full bg-green-100 px-2 py-0.5 text-green-900">{mt.idChecked(formatDate(p.idCheckedAt))}</li>}
    </ul>
  );
}

export function MarriagePhoto({ url, name, blurred, className = 'size-28' }: { url: string | null; name: string; blurred: boolean; className?: string }) {
  if (!url)
    return (
      <div className={`${className} flex shrink-0 items-center justify-center rounded-xl bg-stone-100 p-2 text-center text-xs text-muted`}>{mt.noPhoto}</div>
    );
  return <img src={url} alt={blurred ? mt.blurredAlt(name) : mt.photoAlt(name)} className={`${className} shrink-0 rounded-xl object-cover`} />;
}

export function MarriageCardView({ p }: { p: MarriageCard }) {
  return (
    <li className="card flex gap-4 p-4">
      <MarriagePhoto url={p.photoUrl} name={p.firstName} blurred />
      <div className="min-w-0">
        <h2 className="text-lg font-semibold wrap-anywhere">
          <Link to={`/matrimonial/profiles/${p.id}`} className="inline-flex min-h-11 items-center">
            {p.firstName}, {mt.age(p.age)}
          </Link>
        </h2>
        <p className="text-sm wrap-anywhere">
          {p.city} · {p.languages.join(', ')}
          {p.community ? ` · ${p.community}` : ''}
        </p>
        <p className="text-sm text-muted wrap-anywhere">
          {p.education} · {p.occupation}
        </p>
        <MarriageBadges p={p} />
      </div>
    </li>
  );
}

export function MarriageNav() {
  return (
    <nav aria-label={mt.title} className="mt-3 flex flex-wrap gap-x-4 text-sm">
      <Link to="/matrimonial" className="inline-flex min-h-11 items-center">
        {mt.title}
      </Link>
      <Link to="/matrimonial/browse" className="inline-flex min-h-11 items-center">
        {mt.browse}
      </Link>
      <Link to="/matrimonial/interests" className="inline-flex min-h-11 items-center">
        {mt.interestsLink}
      </Link>
      <Link to="/matrimonial/me" className="inline-flex min-h-11 items-center">
        {mt.myProfile}
      </Link>
    </nav>
  );
}
