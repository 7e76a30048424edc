// Contact (spec §2 Contact, §5 Contact form): hero, the form, the helpline, email and address
// cards, and a map that loads from Google only when pressed. The form is a plain post; the
// human check is solved by the browser in the background once the visitor starts typing (no
// puzzle), and a submission made before it finishes waits for it.
import { CONTACT_MIN_FILL_SECONDS, contactMessages as cm, contactInput, contactSummary, type HumanChallenge, phoneText, solveHumanCheck } from '@sahyog/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { data, useNavigation } from 'react-router';
import { ConsentNote } from '../components/ConsentNote.tsx';
import { Field, MobileField, TextAreaField } from '../components/Field.tsx';
import { FormDone } from '../components/FormDone.tsx';
import { MailIcon, PhoneIcon, PinIcon } from '../components/Icons.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow, useClientCheck } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { Route } from './+types/contact';

const FIELDS = ['fullname', 'mobileno', 'emailid', 'subject', 'your-message'] as const;
type Toast = { type: 'error' | 'success'; message: string };
type ActionData = { sent: true } | { sent: false; errors: FieldErrors; values: Record<string, string>; toast: Toast };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: cm.pageTitle, description: cm.pageDescription });

export async function loader({ context }: Route.LoaderArgs) {
  const { content, contact } = services(context);
  const s = await content.settings();
  return {
    startedAt: contact.formTime(),
    helpline: s.helpline,
    email: s.email,
    address: s.address,
    mapQuery: s.mapEmbedQuery,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const values = Object.fromEntries(FIELDS.map((f) => [f, form[f] ?? '']));
  const r = check(contactInput, form);
  if (!r.ok) {
    return data<ActionData>(
      { sent: false, errors: r.errors, values, toast: { type: 'error', message: contactSummary(r.errors) ?? cm.fullnameRequired } },
      reshow,
    );
  }
  try {
    await services(context).contact.send(
      r.data,
      { website: form.website, startedAt: form.startedAt, altcha: form.altcha },
      { ...info.meta, userId: info.viewer?.user.id ?? null },
    );
    return { sent: true } satisfies ActionData;
  } catch (caught) {
    const e = expected(caught);
    return data<ActionData>({ sent: false, errors: e.fields ?? {}, values, toast: { type: 'error', message: e.message } }, reshow);
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  return (
    <>
      <PageHero eyebrow={cm.heroEyebrow} title={cm.heroTitle} subtitle={cm.heroSubtitle} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <section aria-labelledby="contact-title" className="card p-6 sm:p-8">
          {result?.sent ? (
            <FormDone titleId="contact-title" title={cm.sentTitle} message={cm.sent} href="/contact" action={cm.sendAnother} />
          ) : (
            <ContactForm startedAt={loaderData.startedAt} result={result} />
          )}
        </section>
        <aside className="space-y-4" aria-label={cm.heroEyebrow}>
          <InfoCard icon={<PhoneIcon className="size-6" />} title={cm.helplineTitle} hint={cm.helplineHint}>
            <a href={`tel:${loaderData.helpline.replace(/[^\d+]/g, '')}`} className="font-semibold text-accent-800">
              {phoneText(loaderData.helpline)}
            </a>
          </InfoCard>
          <InfoCard icon={<MailIcon className="size-6" />} title={cm.emailTitle} hint={cm.emailHint}>
            <a href={`mailto:${loaderData.email}`} className="font-semibold break-all text-accent-800">
              {loaderData.email}
            </a>
          </InfoCard>
          <InfoCard icon={<PinIcon className="size-6" />} title={cm.addressTitle}>
            <address className="not-italic">{loaderData.address}</address>
          </InfoCard>
          <LazyMap query={loaderData.mapQuery} />
        </aside>
      </div>
    </>
  );
}

function InfoCard({ icon, title, hint, children }: { icon: React.ReactNode; title: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="card flex gap-4 p-5">
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-800">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1">{children}</div>
        {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      </div>
    </div>
  );
}

/** Nothing is asked of Google until the visitor presses the button. Works without JavaScript as a link. */
function LazyMap({ query }: { query: string }) {
  const [shown, setShown] = useState(false);
  const src = `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
  if (shown) {
    return <iframe title={cm.mapTitle} src={src} className="aspect-[4/3] w-full rounded-2xl border border-line" loading="lazy" referrerPolicy="no-referrer" />;
  }
  return (
    <div className="card p-5">
      <a
        href={`https://www.google.com/maps?q=${encodeURIComponent(query)}`}
        rel="noopener noreferrer"
        target="_blank"
        onClick={(e) => {
          e.preventDefault();
          setShown(true);
        }}
        className="btn-quiet min-h-11 w-full justify-center"
      >
        <PinIcon className="size-5" /> {cm.mapShow}
      </a>
      <p className="mt-2 text-sm text-muted">{cm.mapHint}</p>
    </div>
  );
}

// 'static' until React runs: a page without JavaScript keeps saying what the check needs.
type Check = { state: 'static' | 'idle' | 'working' | 'done' | 'failed'; payload: string };

/** Fetches a challenge and solves it, once, when first asked; `whenDone` runs after it is solved. */
function useHumanCheck() {
  const [check, setCheck] = useState<Check>({ state: 'static', payload: '' });
  const started = useRef(false);
  const waiting = useRef<(() => void) | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    setCheck((c) => (c.state === 'static' ? { state: 'idle', payload: '' } : c));
    return () => abort.current?.abort();
  }, []);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    abort.current = new AbortController();
    const { signal } = abort.current;
    setCheck({ state: 'working', payload: '' });
    fetch('/api/v1/contact/challenge', { signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: { challenge: HumanChallenge } }>) : Promise.reject(new Error(String(res.status)))))
      .then((body) => solveHumanCheck(body.data.challenge, signal))
      .then((payload) => {
        if (!payload) throw new Error('unsolved');
        setCheck({ state: 'done', payload });
      })
      .catch(() => {
        if (signal.aborted) return;
        started.current = false; // the next press tries again
        setCheck({ state: 'failed', payload: '' });
        waiting.current = null;
      });
  }, []);
  useEffect(() => {
    if (check.state === 'done' && waiting.current) {
      const go = waiting.current;
      waiting.current = null;
      go();
    }
  }, [check.state]);
  const whenDone = (go: () => void) => {
    if (check.state === 'done') return go();
    waiting.current = go;
    start();
  };
  return { check, start, whenDone };
}

function ContactForm({ startedAt, result }: { startedAt: string; result: Extract<ActionData, { sent: false }> | undefined }) {
  const client = useClientCheck(contactInput, contactSummary);
  const human = useHumanCheck();
  const formRef = useRef<HTMLFormElement>(null);
  // When this browser first showed the form: never earlier than the server signed `startedAt`
  // (hydration runs after the page arrived), so waiting from here is always long enough.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (human.check.state === 'failed') setHeld(false);
  }, [human.check.state]);
  const busy = useNavigation().state === 'submitting' || held;
  const errors = client.errors ?? result?.errors ?? {};
  const values = result?.values ?? {};
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    client.onSubmit(e);
    if (e.defaultPrevented) return;
    const early = CONTACT_MIN_FILL_SECONDS * 1000 + 250 - (performance.now() - shownAt.current);
    if (human.check.state === 'done' && early <= 0) return;
    // Not solved yet, or sent faster than the server believes a person types (autofill):
    // hold the message and send it the moment both are satisfied.
    e.preventDefault();
    setHeld(true);
    human.whenDone(() =>
      setTimeout(
        () => {
          setHeld(false);
          formRef.current?.requestSubmit();
        },
        Math.max(0, early),
      ),
    );
  };
  const status = { static: cm.humanNoScript, idle: cm.humanIdle, working: cm.humanWorking, done: cm.humanDone, failed: cm.humanFailed }[human.check.state];
  return (
    <>
      <Toaster toasts={[client.flash, result?.toast]} />
      <h2 id="contact-title" className="text-2xl font-bold">
        {cm.formTitle}
      </h2>
      <Form ref={formRef} method="post" action="/contact" noValidate className="mt-6 space-y-5" onSubmit={onSubmit} onFocus={human.start}>
        <input type="hidden" name="startedAt" value={startedAt} />
        <input type="hidden" name="altcha" value={human.check.payload} />
        {/* The honeypot: hidden from people and from screen readers; a form-filling script fills it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="f-website">Website</label>
          <input id="f-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={cm.fullnameLabel} name="fullname" autoComplete="name" maxLength={400} defaultValue={values.fullname} error={errors.fullname} required />
          <MobileField label={cm.mobilenoLabel} name="mobileno" defaultValue={values.mobileno} error={errors.mobileno} required />
        </div>
        <Field
          label={cm.emailidLabel}
          name="emailid"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.emailid}
          error={errors.emailid}
          required
        />
        <Field label={cm.subjectLabel} name="subject" maxLength={400} defaultValue={values.subject} error={errors.subject} required />
        <TextAreaField
          label={cm.messageLabel}
          name="your-message"
          rows={6}
          maxLength={2000}
          defaultValue={values['your-message']}
          error={errors['your-message']}
          required
        />
        <fieldset className="rounded-xl border border-line bg-stone-50 p-4">
          <legend className="px-1 text-sm font-semibold">{cm.humanLegend}</legend>
          <p role="status" className="flex items-center gap-2 text-sm" data-human-check={human.check.state}>
            <span
              aria-hidden="true"
              className={`inline-block size-3 shrink-0 rounded-full ${human.check.state === 'done' ? 'bg-accent-700' : human.check.state === 'failed' ? 'bg-red-600' : 'bg-stone-400'}`}
            />
            {status}
          </p>
          {errors.altcha ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {errors.altcha}
            </p>
          ) : null}
        </fieldset>
        <ConsentNote purpose="contact" />
        <button type="submit" disabled={busy} className="btn-primary min-h-12 w-full text-lg disabled:opacity-70 sm:w-auto sm:px-10">
          {busy ? cm.sending : cm.send}
        </button>
      </Form>
    </>
  );
}
