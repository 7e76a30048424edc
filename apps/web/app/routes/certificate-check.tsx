// Check a certificate file someone was given (issue 42): upload the credential (.json) or the
// badge (.png); the server reads the credential out, checks its proof against our key and its
// record, and shows what it says. A changed file shows as not verified. Open to anyone.
import { CERTIFICATE_CHECK_MAX, type CertificateCheck, type CertificateFields, credentialsText as ct } from '@sahyog/core';
import { data } from 'react-router';
import { CertificateFieldList, CertificateVerdict } from '../components/CertificateParts.tsx';
import { reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/certificate-check';

export const handle: RouteHandle = { hydrate: false, body: 'credential' };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: ct.uploadTitle, description: ct.uploadLead });

type ActionData = { error: string } | { fields: CertificateFields | null; check: CertificateCheck };

export async function action({ context, request }: Route.ActionArgs) {
  const file = (await request.formData()).get('file');
  if (!(file instanceof File) || file.size === 0 || file.size > CERTIFICATE_CHECK_MAX) return data<ActionData>({ error: ct.uploadRequired }, reshow);
  const result = await services(context).credentials.checkUpload(Buffer.from(await file.arrayBuffer()));
  if (!result.fields) return data<ActionData>({ error: result.check.problem ?? ct.uploadUnreadable }, reshow);
  return data<ActionData>(result);
}

export default function CertificateCheckPage({ actionData }: Route.ComponentProps) {
  const error = actionData && 'error' in actionData ? actionData.error : null;
  const result = actionData && 'check' in actionData ? actionData : null;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{ct.uploadTitle}</h1>
      <p className="mt-2 text-muted">{ct.uploadLead}</p>
      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4 p-5">
        <div>
          <label htmlFor="file" className="block text-sm font-semibold">
            {ct.uploadLabel}
          </label>
          <input
            id="file"
            name="file"
            type="file"
            required
            accept=".json,.png,application/json,application/ld+json,image/png"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'file-error' : undefined}
            className="mt-2 block w-full min-h-11 text-sm"
          />
          {error ? (
            <p id="file-error" className="mt-2 text-sm font-semibold text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary min-h-11">
          {ct.uploadButton}
        </button>
      </Form>
      {result?.fields ? (
        <section className="mt-6 space-y-4" aria-label={ct.uploadResult}>
          <CertificateVerdict check={result.check} issuer={result.fields.issuerName} />
          <div className="card p-5">
            <h2 className="text-lg font-bold">{ct.uploadResult}</h2>
            <CertificateFieldList fields={result.fields} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
