// Apply to sell (issue 24): for a signed-in account whose email (proven at registration) and
// mobile (proven by SMS from the profile) are proven. The same page then shows where the
// application stands; a rejected one comes back as the form, filled in, to correct and resend.
// Plain forms, no JavaScript: the server checks everything (core's schema, the IFSC list, the
// files' bytes) and answers with field errors.
import {
  formatDate,
  KYC_KINDS,
  KYC_MAX_BYTES,
  type KycKind,
  type KycUpload,
  type VendorOwnView,
  type VendorPictures,
  vendorApplicationInput,
  vendorMessages as vm,
} from '@sahyog/core';
import { data } from 'react-router';
import { ConsentNote } from '../components/ConsentNote.tsx';
import { Field, SelectField } from '../components/Field.tsx';
import { NumberedSteps } from '../components/NumberedSteps.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { FormSection, VendorBankFields, VendorPictureFields, VendorProfileFields, VendorTaxFields } from '../components/VendorProfileFields.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/sell';

// Takes files (logo, header, KYC documents); ships no React.
export const handle: RouteHandle = { hydrate: false, body: 'files' };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: vm.sellTitle, description: vm.sellDescription });

type Stage = { kind: 'signed-out' } | { kind: 'mobile' } | { kind: 'form' } | { kind: 'shop'; shop: VendorOwnView };

export async function loader({ context }: Route.LoaderArgs): Promise<Stage> {
  const viewer = requestInfo(context).viewer;
  if (!viewer) return { kind: 'signed-out' };
  const shop = await services(context).vendors.own(viewer.user.id);
  if (shop) return { kind: 'shop', shop };
  return viewer.user.phoneVerified ? { kind: 'form' } : { kind: 'mobile' };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

/** A file part with bytes, or undefined when the field was left empty. */
async function fileOf(fd: FormData, name: string): Promise<File | undefined> {
  const f = fd.get(name);
  return f instanceof File && f.size > 0 ? f : undefined;
}

async function bytesOf(f: File | undefined): Promise<Uint8Array | undefined> {
  return f ? new Uint8Array(await f.arrayBuffer()) : undefined;
}

const kindOf = (v: string | undefined): KycKind => ((KYC_KINDS as readonly string[]).includes(v ?? '') ? (v as KycKind) : 'other');

async function documentOf(fd: FormData, form: Record<string, string>): Promise<KycUpload | FieldErrors | undefined> {
  const file = await fileOf(fd, 'document');
  if (!file) return undefined;
  // Refused before reading it into memory; the bytes decide the type on the server.
  if (file.size > KYC_MAX_BYTES) return { document: vm.kycTooLarge };
  return { kind: kindOf(form.documentKind), fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const fd = await request.formData();
  const form = formObject(fd);
  const secure = requestInfo(context).secureCookies;
  const { vendors } = services(context);
  // Bank numbers are never sent back into the page.
  const { bankAccountNumber: _n, bankAccountConfirm: _c, ...shown } = form;
  const refuse = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: shown, toast: { type: 'error', message: Object.values(errors)[0] ?? vm.kycRequired } }, reshow);
  try {
    const doc = await documentOf(fd, form);
    if (doc && !('bytes' in doc)) return refuse(doc);
    if (form.intent === 'document') {
      if (!doc) return refuse({ document: vm.kycRequired });
      await vendors.addDocument(user.id, doc as KycUpload);
      return redirectWithFlash('/sell', { type: 'success', message: vm.documentAdded }, secure);
    }
    const r = check(vendorApplicationInput, form);
    if (!r.ok) return refuse(r.errors);
    const pictures: VendorPictures = { logo: await bytesOf(await fileOf(fd, 'logo')), header: await bytesOf(await fileOf(fd, 'headerImage')) };
    const before = await vendors.own(user.id);
    await vendors.apply(user, r.data, { documents: doc ? [doc as KycUpload] : [], pictures }, { ip: requestInfo(context).meta.ip });
    return redirectWithFlash('/sell', { type: 'success', message: before ? vm.resubmitted : vm.applied }, secure);
  } catch (caught) {
    const e = expected(caught);
    return refuse(e.fields ?? { form: e.message });
  }
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  const stage = loaderData;
  const errors = actionData?.errors ?? {};
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <PageHero title={vm.sellTitle} subtitle={vm.sellLead} />
      <div className="container-page max-w-3xl py-10">
        {stage.kind === 'signed-out' ? (
          <Notice text={vm.signInFirst}>
            <Link to="/login?redirectTo=%2Fsell" className="btn-primary min-h-11">
              {vm.signIn}
            </Link>
            <Link to="/register" className="btn-quiet min-h-11">
              {vm.register}
            </Link>
          </Notice>
        ) : stage.kind === 'mobile' ? (
          <Notice text={vm.mobileFirst}>
            <Link to="/profile" className="btn-primary min-h-11">
              {vm.proveMobile}
            </Link>
          </Notice>
        ) : stage.kind === 'form' ? (
          <>
            <NumberedSteps id="sell-steps" title={vm.stepsTitle} steps={vm.steps.map((s) => ({ title: s.title, text: s.body }))} />
            <ApplicationForm values={actionData?.values ?? {}} errors={errors} submit={vm.apply} />
          </>
        ) : (
          <ShopStatus shop={stage.shop} errors={errors} values={actionData?.values} />
        )}
      </div>
    </>
  );
}

function Notice({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-6">
      <p className="text-lg">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">{children}</div>
    </section>
  );
}

function DocumentField({ errors, required, chooseAgain = false }: { errors: FieldErrors; required: boolean; chooseAgain?: boolean }) {
  const kinds = vm.kycKinds;
  return (
    <>
      <SelectField label={vm.kycKindLabel} name="documentKind" defaultValue="pan">
        {KYC_KINDS.map((k) => (
          <option key={k} value={k}>
            {kinds[k]}
          </option>
        ))}
      </SelectField>
      <Field
        label={vm.kycLabel}
        hint={chooseAgain ? `${vm.chooseFileAgain} ${vm.kycHint}` : vm.kycHint}
        name="document"
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        className="[&_input]:py-2.5"
        required={required}
        error={errors.document ?? errors['documents.0']}
      />
    </>
  );
}

function ApplicationForm({
  values,
  errors,
  submit,
  resubmit = false,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  submit: string;
  resubmit?: boolean;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className="mt-10 space-y-6" noValidate={false}>
      <input type="hidden" name="intent" value="apply" />
      {errors.form ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      <VendorTaxFields values={values} errors={errors} />
      <VendorProfileFields values={values} errors={errors} />
      <VendorBankFields values={values} errors={errors} />
      <VendorPictureFields errors={errors} chooseAgain={Object.keys(errors).length > 0} />
      <FormSection legend={vm.sectionKyc}>
        <DocumentField errors={errors} required={!resubmit} chooseAgain={Object.keys(errors).length > 0} />
      </FormSection>
      <p className="text-sm text-muted">{vm.filesTogether}</p>
      <ConsentNote purpose="vendor-application" />
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto">
        {submit}
      </button>
    </Form>
  );
}

const STATUS_STYLE: Record<VendorOwnView['status'], string> = {
  submitted: 'bg-amber-50 text-amber-900',
  approved: 'bg-accent-50 text-accent-800',
  rejected: 'bg-red-50 text-red-800',
  suspended: 'bg-stone-100 text-stone-800',
};

function ShopStatus({ shop, errors, values }: { shop: VendorOwnView; errors: FieldErrors; values: Record<string, string> | undefined }) {
  const kinds = vm.kycKinds;
  return (
    <div className="space-y-8">
      <section aria-labelledby="shop-status" className="rounded-2xl border border-line bg-white p-6">
        {shop.logo ? <img src={shop.logo} alt="" width={64} height={64} className="mb-3 size-16 rounded-xl border border-line object-cover" /> : null}
        <p className="text-sm text-muted">{vm.appliedOn(formatDate(shop.submittedAt))}</p>
        <h2 id="shop-status" className="mt-1 flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight">
          {shop.displayName}
          <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[shop.status]}`} data-status={shop.status}>
            {vm.statusLabels[shop.status]}
          </span>
        </h2>
        {shop.status === 'submitted' ? <p className="mt-3">{vm.submittedBody}</p> : null}
        {shop.status === 'approved' ? (
          <>
            <p className="mt-3">{vm.approvedBody}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              {shop.slug ? (
                <Link to={`/shop/vendors/${shop.slug}`} className="btn-primary min-h-11">
                  {vm.shopLink}
                </Link>
              ) : null}
              <Link to="/seller" className="btn-quiet min-h-11">
                {vm.dashboard}
              </Link>
              <Link to="/seller/shop" className="btn-quiet min-h-11">
                {vm.editProfile}
              </Link>
            </div>
          </>
        ) : null}
        {shop.status === 'rejected' || shop.status === 'suspended' ? (
          <>
            <p className="mt-3">{shop.status === 'rejected' ? vm.rejectedBody : vm.suspendedBody}</p>
            <blockquote className="mt-2 rounded-xl bg-stone-50 p-4 font-medium">{shop.statusReason}</blockquote>
            <p className="mt-3 text-muted">{shop.status === 'rejected' ? vm.rejectedFix : vm.suspendedHelp}</p>
          </>
        ) : null}
      </section>

      <section aria-labelledby="shop-documents" className="rounded-2xl border border-line bg-white p-6">
        <h2 id="shop-documents" className="text-xl font-semibold">
          {vm.documentsTitle}
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {shop.documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                {kinds[d.kind]} <span className="text-sm text-muted">· {d.fileName}</span>
              </span>
              <a href={`/api/v1/seller/documents/${d.id}`} className="font-semibold text-accent-800" download>
                {vm.download}
                <span className="sr-only"> {d.fileName}</span>
              </a>
            </li>
          ))}
        </ul>
        {shop.status !== 'rejected' ? (
          <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="document" />
            <DocumentField errors={errors} required />
            <button type="submit" className="btn-quiet min-h-11 sm:col-span-2 sm:justify-self-start">
              {vm.addDocument}
            </button>
          </Form>
        ) : null}
      </section>

      {shop.status === 'rejected' ? (
        <ApplicationForm
          values={
            values ?? {
              legalName: shop.legalName,
              displayName: shop.displayName,
              about: shop.about,
              addressLine: shop.addressLine,
              city: shop.city,
              state: shop.state,
              pinCode: shop.pinCode,
              supportEmail: shop.supportEmail,
              supportPhone: shop.supportPhone,
              returnPolicy: shop.returnPolicy,
              returnWindowDays: String(shop.returnWindowDays),
              pan: shop.pan,
              gstin: shop.gstin ?? '',
              bankAccountName: shop.bankAccountName,
              ifsc: shop.ifsc,
            }
          }
          errors={errors}
          submit={vm.resubmit}
          resubmit
        />
      ) : null}
    </div>
  );
}
