// The subscribe box (home page, and /newsletter when an address needs correcting). A plain
// form post: it works on pages that ship no React.
import { newsletterMessages as m } from '@sahyog/core';
import { localPath } from '../lib/links.tsx';
import { ConsentNote } from './ConsentNote.tsx';

export function SubscribeForm({ email, error, showLabel = false }: { email?: string | undefined; error?: string | undefined; showLabel?: boolean }) {
  return (
    <form method="post" action={localPath('/newsletter')} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <div className="flex-1">
        <label htmlFor="subscribe-email" className={showLabel ? 'mb-2 block px-5 text-sm font-semibold' : 'sr-only'}>
          {m.label}
        </label>
        <input
          id="subscribe-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={m.placeholder}
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'subscribe-email-error' : undefined}
          className={`min-h-12 w-full rounded-full border bg-white px-5 text-base ${error ? 'border-red-600' : 'border-stone-400'}`}
        />
        {error ? (
          <p id="subscribe-email-error" role="alert" className="mt-2 px-5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {/* Beside the field, not beside its label. */}
      <button type="submit" className={`btn-primary min-h-12 ${showLabel ? 'sm:mt-7' : ''}`}>
        {m.button}
      </button>
      <ConsentNote purpose="newsletter" className="px-5 sm:basis-full" />
    </form>
  );
}

/** The home page's subscribe section; `#subscribe` is where /newsletter sends the donor back. */
export function SubscribeBox() {
  return (
    <section id="subscribe" aria-labelledby="subscribe-title" className="container-page">
      <div className="rounded-3xl border border-line bg-white p-8 sm:p-10">
        <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="subscribe-title" className="section-title">
              {m.title}
            </h2>
            <p className="mt-2 text-muted">{m.lead}</p>
          </div>
          <SubscribeForm />
        </div>
      </div>
    </section>
  );
}
