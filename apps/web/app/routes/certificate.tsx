// A certificate's public page (issue 42): the server's verdict on its proof and revocation, every
// field the PDF prints, exactly, the downloads, "Add to LinkedIn", and how it was checked. The
// id is unguessable; the page is for whoever the holder shows it to. No JavaScript.
import { certificatePath, credentialsText as ct } from '@sahyog/core';
import { data } from 'react-router';
import { CertificateFieldList, CertificateVerdict } from '../components/CertificateParts.tsx';
import { Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/certificate';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  ...seo({
    title: d ? `${d.view.fields.title.en} — ${d.view.fields.recipientName}` : ct.verifyTitle,
    description: d ? d.view.fields.description.en : ct.uploadLead,
  }),
  // A person's name: for whoever has the link, not for search engines.
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const view = await services(context).credentials.view(params.id);
  if (!view) throw data(ct.notFound, { status: 404 });
  return data(
    { view, did: (await services(context).credentials.didDocument()).id as string, site: requestInfo(context).publicUrl },
    { headers: { 'cache-control': 'no-store' } },
  );
}

export default function Certificate({ loaderData }: Route.ComponentProps) {
  const { view, did } = loaderData;
  const base = `${certificatePath(view.fields.id)}`;
  const files = [
    { href: `${base}/certificate-en.pdf`, label: ct.pdfEnglish },
    { href: `${base}/certificate-hi.pdf`, label: ct.pdfHindi },
    { href: `${base}/credential.json`, label: ct.credentialJson },
    { href: `${base}/badge.png`, label: ct.badgePng },
  ];
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{ct.verifyTitle}</h1>
      <div className="mt-4">
        <CertificateVerdict check={view.check} issuer={view.fields.issuerName} />
      </div>
      <section className="card mt-6 p-5" aria-label={view.fields.title.en}>
        <CertificateFieldList fields={view.fields} />
      </section>
      <section className="mt-6">
        <h2 className="text-xl font-bold">{ct.downloads}</h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {files.map((f) => (
            <li key={f.href}>
              {/* Plain links: files, not pages (reloadDocument keeps the router out of it). */}
              <a href={f.href} className="btn-secondary min-h-11" download>
                {f.label}
              </a>
            </li>
          ))}
          {view.check.revoked ? null : (
            <li>
              <a href={view.linkedInUrl} className="btn-secondary min-h-11" rel="noopener noreferrer" target="_blank">
                {ct.addToLinkedIn}
              </a>
            </li>
          )}
        </ul>
      </section>
      <section className="mt-6 rounded-xl border border-line bg-stone-50 p-4 text-sm">
        <h2 className="font-semibold">{ct.howChecked}</h2>
        <p className="mt-1 wrap-anywhere">{ct.checkedProof(did)}</p>
        <p className="mt-1">{ct.checkedStatus}</p>
        <p className="mt-2">
          <Link to="/certificates/verify" className="inline-flex min-h-11 items-center underline">
            {ct.uploadTitle}
          </Link>
        </p>
      </section>
    </div>
  );
}
