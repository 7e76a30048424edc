// Monthly donation (spec §2, §3, §5): the typewriter hero, the causes, four steps, the form (top
// and bottom), the programs with their Tax Benefit badge and six reasons. The form works as a
// plain post; with JavaScript the amount is checked on every key press and the fields before
// sending. The server makes the gift and sends the donor to the first month's payment (UPI) or
// to the mandate's approval (Razorpay), see giving/subscriptions.ts.
import {
  type CampaignCard as Card,
  type Slider as Featured,
  formatINR,
  MONTHLY_DEFAULT_RUPEES,
  MONTHLY_FIELD_ORDER,
  MONTHLY_PRESETS_RUPEES,
  monthlyAmountProblem,
  monthlyRupees,
  PAISE_PER_RUPEE,
  TYPEWRITER,
  monthlyText as t,
  taxText,
  typewriterText,
} from '@sahyog/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { langOf } from '../components/ContentLanguage.tsx';
import { SelectField } from '../components/Field.tsx';
import { MonthlyAmountField, MonthlyDonorFields, useMonthlyAmount, WhatsappBox } from '../components/MonthlyFields.tsx';
import { NumberedSteps } from '../components/NumberedSteps.tsx';
import { Slider } from '../components/Slider.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { firstInOrder, formObject, lazySchema, useClientCheck } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { type MonthlyActionData, startMonthly } from '../lib/monthly.server.ts';
import { pageUrl, seo, taxShortOf } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import { useSettings } from '../root.tsx';
import type { Route } from './+types/monthly-donation';

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: t.title, description: taxText.monthlyDescription(taxShortOf(args)) });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalog, monthly, content } = services(context);
  // The four featured causes are the console's banners for this page (spec §2: Help The
  // Children, Care For Elderly, Save Stray Dogs Of India, Save India's Gaumatas in the seed).
  const [causes, programs, featured] = await Promise.all([catalog.monthlyCauses(), catalog.featured(), content.sliders('monthly')]);
  const chosen = new URL(request.url).searchParams.get('cause') ?? '';
  const viewer = requestInfo(context).viewer?.user;
  return {
    causes,
    featured: featured.slice(0, 4),
    programs,
    mode: monthly.mode(),
    chosen: causes.some((c) => String(c.id) === chosen) ? chosen : '',
    idempotencyKey: crypto.randomUUID(),
    prefill: { name: viewer?.fullName ?? '', email: viewer?.email ?? '', mobile: viewer?.phone ?? '' },
  };
}

type ActionData = MonthlyActionData;

export async function action({ context, request }: Route.ActionArgs) {
  const form = formObject(await request.formData());
  return startMonthly(context, form, form.form === 'bottom' ? 'bottom' : 'top');
}

// Only the action needs the schema at once; the browser loads it when the donor starts on the form.
const clientSchema = lazySchema(() => import('../lib/monthly-form.ts').then((m) => m.monthlyForm));

export default function MonthlyDonation({ loaderData, actionData }: Route.ComponentProps) {
  const taxShort = useSettings()?.taxLaw.shortName ?? '';
  const d = loaderData;
  return (
    <>
      <Hero />
      <div className="container-page space-y-16 py-10 sm:py-14">
        <div>
          <h2 id="causes-title" className="text-2xl font-bold tracking-tight">
            {t.causesTitle}
          </h2>
          <Slider label={t.causesTitle} perView={{ base: 3, under1024: 2, under768: 1 }} className="mt-6">
            {d.featured.map((c, i) => (
              <CauseCard key={c.id} cause={c} first={i === 0} />
            ))}
          </Slider>
        </div>

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <NumberedSteps id="steps-title" title={t.stepsTitle} steps={t.steps(taxShort)} large />
          <MonthlyFormCard id="monthly-form" which="top" title={t.formTitle} data={d} result={actionData?.form === 'top' ? actionData : undefined} />
        </div>

        {d.programs.length ? (
          <div>
            <h2 id="programs-title" className="text-2xl font-bold tracking-tight">
              {t.programsTitle}
            </h2>
            <Slider label={t.programsTitle} perView={{ base: 3, under1024: 2, under768: 1 }} className="mt-6">
              {d.programs.map((p) => (
                <ProgramCard key={p.id} program={p} />
              ))}
            </Slider>
          </div>
        ) : null}

        <section aria-labelledby="why-title">
          <h2 id="why-title" className="text-2xl font-bold tracking-tight">
            {t.whyTitle}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {t.reasons(taxShort).map((r) => (
              <li key={r.title} className="rounded-2xl border border-line bg-white p-5">
                <h3 className="font-semibold">{r.title}</h3>
                <p className="mt-1 text-muted">{r.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mx-auto max-w-xl">
          <MonthlyFormCard
            id="monthly-form-again"
            which="bottom"
            title={t.formTitleAgain}
            data={d}
            result={actionData?.form === 'bottom' ? actionData : undefined}
          />
        </div>
      </div>
    </>
  );
}

/** "Donate For Children", the last word typed and deleted in turn; still for reduced motion. */
function Hero() {
  const words = typewriterText.words;
  const [text, setText] = useState<string>(words[0]);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let word = 0;
    let shown: string = words[0];
    let deleting = true;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (deleting) {
        shown = shown.slice(0, -1);
        if (shown === '') {
          deleting = false;
          word = (word + 1) % words.length;
        }
        setText(shown);
        timer = setTimeout(tick, TYPEWRITER.deleteMs);
        return;
      }
      const target = words[word] as string;
      shown = target.slice(0, shown.length + 1);
      setText(shown);
      if (shown === target) {
        deleting = true;
        timer = setTimeout(tick, TYPEWRITER.pauseMs);
      } else timer = setTimeout(tick, TYPEWRITER.typeMs);
    };
    timer = setTimeout(tick, TYPEWRITER.pauseMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="border-b border-line bg-gradient-to-b from-accent-50 to-paper">
      <div className="container-page py-10 sm:py-16">
        <p className="eyebrow">{t.heroSubtitle}</p>
        {/* Screen readers hear the whole phrase once, not each letter. */}
        <h1 className="mt-1 text-4xl font-bold tracking-tight sm:text-5xl" aria-label={`${t.heroLead} ${words.join(', ')}`}>
          <span aria-hidden="true">
            {t.heroLead} {/* Its own line on a phone, one line high even while empty: the page never jumps as it types. */}
            <span className="block min-h-[1.25em] sm:inline">
              <span className="text-accent-800">{text}</span>
              <span className="ml-0.5 inline-block w-[2px] animate-pulse bg-accent-700 align-baseline motion-reduce:hidden">&nbsp;</span>
            </span>
          </span>
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{t.heroIntro}</p>
        <a href="#monthly-form" className="btn-primary mt-6 min-h-12 text-lg">
          {t.submit}
        </a>
      </div>
    </section>
  );
}

/** A link to this page's form lands on the form, not at the top of the page. */
const toForm = (link: string) => (/^\/monthly-donation(\?|$)/.test(link) ? `${link}#monthly-form` : link || '/monthly-donation#monthly-form');

function CauseCard({ cause, first }: { cause: Featured; first: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      {/* The first card's picture is on a phone's first screen (its largest paint): fetched at once. */}
      <img
        src={cause.image}
        alt=""
        width={1600}
        height={600}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[8/3] w-full bg-accent-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {/* A banner without its Hindi shows its English on /hi, marked lang="en" (issue 39). */}
        <h3 className="text-lg font-semibold leading-snug" {...langOf(cause)}>
          {cause.title}
        </h3>
        {cause.subtitle ? (
          <p className="mb-4 mt-2 text-sm text-muted" {...langOf(cause)}>
            {cause.subtitle}
          </p>
        ) : null}
        <Link to={toForm(cause.linkUrl)} className="btn-secondary mt-auto self-start" preventScrollReset={false} {...(cause.linkLabel ? langOf(cause) : {})}>
          {cause.linkLabel || t.donateNow}
          <span className="sr-only" {...(cause.linkLabel ? {} : langOf(cause))}>
            : {cause.title}
          </span>
        </Link>
      </div>
    </article>
  );
}

function ProgramCard({ program }: { program: Card }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-accent-800 shadow-sm">{t.taxBadge}</span>
      <img src={program.image} alt="" width={600} height={400} loading="lazy" decoding="async" className="aspect-[3/2] w-full bg-accent-50 object-cover" />
      <div className="p-5">
        <h3 className="font-semibold leading-snug">
          <Link to={`/campaigns/${program.slug}`}>{program.title}</Link>
        </h3>
      </div>
    </article>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

function MonthlyFormCard({
  id,
  which,
  title,
  data: d,
  result,
}: {
  id: string;
  which: 'top' | 'bottom';
  title: string;
  data: LoaderData;
  result: ActionData | undefined;
}) {
  const client = useClientCheck(clientSchema, (errors) => firstInOrder(errors, MONTHLY_FIELD_ORDER));
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? {};
  const box = useMonthlyAmount(values.donationcampaignamount ?? String(MONTHLY_DEFAULT_RUPEES));
  const { amount } = box;
  // The presets appear once they can work.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const errors = { ...(result?.errors ?? {}), ...(client.errors ?? {}) };
  const f = (name: string) => `${which}-${name}`;
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="card scroll-mt-44 p-6 sm:p-8">
      <Toaster toasts={[client.flash, result?.toast]} />
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.howPaid[d.mode]}</p>
      <Form
        method="post"
        action="/monthly-donation"
        noValidate
        className="mt-6 space-y-5"
        onSubmit={client.onSubmit}
        onFocus={client.prepare}
        onPointerDown={client.prepare}
      >
        <input type="hidden" name="form" value={which} />
        <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
        <SelectField
          id={f('cause')}
          label={t.cause}
          name="donationcampaignid"
          defaultValue={values.donationcampaignid ?? d.chosen}
          error={errors.donationcampaignid}
          required
        >
          <option value="">{t.causePlaceholder}</option>
          {d.causes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
        <MonthlyDonorFields values={values} errors={errors} prefill={d.prefill} idPrefix={which} />
        <fieldset>
          <legend className="text-sm font-semibold">{t.amount}</legend>
          {live ? (
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {MONTHLY_PRESETS_RUPEES.map((r) => (
                <button
                  key={r}
                  type="button"
                  aria-pressed={amount === String(r)}
                  onClick={() => {
                    box.choose(String(r));
                  }}
                  className="min-h-12 rounded-xl border border-line bg-white px-2 font-semibold tabular-nums aria-pressed:border-accent-700 aria-pressed:bg-accent-50 aria-pressed:text-accent-800 aria-pressed:ring-1 aria-pressed:ring-accent-700"
                >
                  {formatINR(r * 100)}
                </button>
              ))}
            </div>
          ) : null}
          <MonthlyAmountField id={f('amount')} className="mt-3" hint={t.amountHint} state={box} serverError={errors.donationcampaignamount} />
        </fieldset>
        <WhatsappBox name="whatsappupdates" label={t.whatsapp} checked={values.whatsappupdates !== undefined} />
        <p className="text-sm text-muted">{t.emandateNote}</p>
        <button type="submit" disabled={busy} className="btn-primary min-h-12 w-full flex-col py-2 text-lg disabled:opacity-70">
          {t.submit}
          {!monthlyAmountProblem(amount) ? (
            <span className="block text-sm font-medium opacity-90">{`${formatINR(monthlyRupees(amount) * PAISE_PER_RUPEE)} ${t.perMonth}`}</span>
          ) : null}
        </button>
      </Form>
    </section>
  );
}
