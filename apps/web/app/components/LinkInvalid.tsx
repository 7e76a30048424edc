import { pagesText } from '@sahyog/core';
import { Link } from '../lib/links.tsx';

/**
 * A private link (a gift's story, a monthly gift's manage link) that is wrong, expired or used:
 * what happened, and the two ways on: signing in to the same thing, or writing to us.
 */
export function LinkInvalid({ eyebrow, title, lead, signIn }: { eyebrow?: string; title: string; lead?: string; signIn: { to: string; label: string } }) {
  return (
    <section className="container-page flex min-h-[50vh] max-w-2xl flex-col items-start justify-center py-12">
      <title>{title}</title>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 max-w-prose text-lg text-muted">{lead}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={`/login?redirectTo=${encodeURIComponent(signIn.to)}`} className="btn-primary">
          {signIn.label}
        </Link>
        <Link to="/contact" className="btn-secondary">
          {pagesText.contactUs}
        </Link>
      </div>
    </section>
  );
}
