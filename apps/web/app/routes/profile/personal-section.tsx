import { accountText, accountMessages as m } from '@sahyog/core';
import { Field, MobileField } from '../../components/Field.tsx';
import { Form, Link } from '../../lib/links.tsx';
import type { Route } from './+types/route';
import { PhoneVerification } from './phone-verification.tsx';

type Profile = Route.ComponentProps['loaderData']['profile'];

/** The donor's details: shown, or the edit form (also when a save was refused, with its errors). */
export function PersonalSection({
  profile,
  short,
  errors,
  showForm,
  phoneChallenge,
}: {
  profile: Profile;
  short: string;
  errors: Record<string, string>;
  showForm: boolean;
  phoneChallenge: string | undefined;
}) {
  const at = accountText;
  const t = accountText.profile;
  return (
    <section aria-labelledby="personal" className="rounded-2xl border border-line bg-white p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="personal" className="text-xl font-semibold">
          {t.personal}
        </h2>
        {showForm ? null : (
          <Link to="/profile?edit=1" className="btn-quiet min-h-11 px-4 text-sm">
            {t.edit}
          </Link>
        )}
      </div>
      {showForm ? (
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="profile" />
          <Field label={at.name} name="fullName" autoComplete="name" maxLength={100} defaultValue={profile.fullName} error={errors.fullName} />
          <MobileField label={at.mobileNumber} name="phone" required={false} defaultValue={profile.phone} error={errors.phone} />
          <Field
            label={t.address}
            name="addressLine"
            autoComplete="street-address"
            maxLength={200}
            defaultValue={profile.addressLine}
            error={errors.addressLine}
            className="sm:col-span-2"
          />
          <Field label={t.city} name="city" autoComplete="address-level2" maxLength={80} defaultValue={profile.city} error={errors.city} />
          <Field label={t.district} name="district" maxLength={80} defaultValue={profile.district} error={errors.district} />
          <Field label={t.state} name="state" autoComplete="address-level1" maxLength={80} defaultValue={profile.state} error={errors.state} />
          <Field
            label={t.pincode}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            defaultValue={profile.pincode}
            error={errors.pincode}
          />
          <Field
            label={t.panLabel(short)}
            name="pan"
            autoCapitalize="characters"
            maxLength={10}
            defaultValue={profile.pan}
            error={errors.pan}
            hint={t.panHint(short)}
          />
          <div className="flex gap-3 sm:col-span-2">
            <button type="submit" className="btn-primary">
              {t.save}
            </button>
            <Link to="/profile" className="btn-quiet">
              {t.cancel}
            </Link>
          </div>
        </Form>
      ) : (
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{at.name}</dt>
            <dd className="font-medium">{profile.fullName}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t.email}</dt>
            <dd className="break-all font-medium">{profile.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t.phone}</dt>
            <dd className="font-medium">
              {profile.phone || '—'}
              {profile.phone ? (
                <span
                  className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${profile.phoneVerified ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'}`}
                >
                  {profile.phoneVerified ? m.phoneVerifiedBadge : m.phoneNotVerified}
                </span>
              ) : null}
            </dd>
            {profile.phone && !profile.phoneVerified ? (
              <dd>
                <PhoneVerification challengeId={phoneChallenge} error={errors.otp} />
              </dd>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">{t.address}</dt>
            <dd className="font-medium">
              {[profile.addressLine, profile.city, profile.district, profile.state, profile.pincode].filter(Boolean).join(', ') || '—'}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t.pan}</dt>
            <dd className="font-medium">{profile.pan || '—'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
