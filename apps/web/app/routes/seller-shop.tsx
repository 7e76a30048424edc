// An approved vendor's shop profile: what buyers see on the shop's page and beside its products.
// PAN, GSTIN, bank account and legal name are not here: staff change them against new
// documents (decision 0045), so a payout account never changes without a person checking it.
import { vendorProfileInput, vendorMessages as vm } from '@sahyog/core';
import { data } from 'react-router';
import { PageHero } from '../components/PageHero.tsx';
import { SellerNav } from '../components/SellerNav.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { VendorPictureFields, VendorProfileFields } from '../components/VendorProfileFields.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, redirect } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-shop';

export const handle: RouteHandle = { hydrate: false, body: 'files' };

export const meta: Route.MetaFunction = () => [{ title: vm.profileTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const shop = await services(context).vendors.own(user.id);
  // Not (or no longer) an approved shop: /sell says where it stands.
  if (shop?.status !== 'approved') throw redirect('/sell');
  return { shop };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

async function picture(fd: FormData, name: string): Promise<Uint8Array | undefined> {
  const f = fd.get(name);
  return f instanceof File && f.size > 0 ? new Uint8Array(await f.arrayBuffer()) : undefined;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const fd = await request.formData();
  const form = formObject(fd);
  const refuse = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? vm.notApproved } }, reshow);
  const r = check(vendorProfileInput, form);
  if (!r.ok) return refuse(r.errors);
  try {
    await services(context).vendors.updateProfile(user.id, r.data, { logo: await picture(fd, 'logo'), header: await picture(fd, 'headerImage') });
  } catch (caught) {
    const e = expected(caught);
    return refuse(e.fields ?? { form: e.message });
  }
  return redirectWithFlash('/seller/shop', { type: 'success', message: vm.profileSaved }, requestInfo(context).secureCookies);
}

export default function SellerShop({ loaderData, actionData }: Route.ComponentProps) {
  const { shop } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {
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
  };
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <PageHero title={vm.profileTitle} subtitle={vm.profileLead} />
      <div className="container-page max-w-3xl py-10">
        <div className="mb-8">
          <SellerNav current="shop" />
        </div>
        {errors.form ? (
          <p role="alert" className="mb-6 rounded-xl bg-red-50 p-4 font-medium text-red-800">
            {errors.form}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="space-y-6">
          <VendorProfileFields values={values} errors={errors} />
          <VendorPictureFields errors={errors} current={{ logo: shop.logo, headerImage: shop.headerImage }} />
          <section className="rounded-2xl border border-line bg-stone-50 p-5 text-sm">
            <p className="font-semibold">
              {shop.legalName} · PAN {shop.pan}
              {shop.gstin ? ` · GSTIN ${shop.gstin}` : ''}
            </p>
            <p className="mt-1">{vm.bankLine(shop.bankAccountMasked, shop.ifsc, shop.bankName ?? '')}</p>
            <p className="mt-2 text-muted">{vm.profileKycNote}</p>
          </section>
          <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto">
            {vm.saveProfile}
          </button>
        </Form>
      </div>
    </>
  );
}
