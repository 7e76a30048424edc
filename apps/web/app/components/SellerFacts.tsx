import { type PublicVendor, shopText } from '@sahyog/core';

type Facts = Pick<PublicVendor, 'legalName' | 'addressLine' | 'city' | 'state' | 'pinCode' | 'supportEmail' | 'supportPhone' | 'returnPolicy'>;

/**
 * What the Consumer Protection (E-Commerce) Rules 2020 ask a marketplace to show of each seller:
 * legal name, address, contact and return policy. The items of a <dl> the page wraps (the product
 * page adds the grievance officer after them).
 */
export function SellerFacts({ vendor: v }: { vendor: Facts }) {
  const t = shopText;
  return (
    <>
      <div>
        <dt className="font-semibold">{t.sellerLegalName}</dt>
        <dd>{v.legalName}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t.sellerAddress}</dt>
        <dd>
          {v.addressLine}, {v.city}, {v.state} {v.pinCode}
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t.sellerContact}</dt>
        <dd>
          <a href={`mailto:${v.supportEmail}`} className="break-all">
            {v.supportEmail}
          </a>
          <br />
          {v.supportPhone}
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t.returnPolicy}</dt>
        <dd className="whitespace-pre-line">{v.returnPolicy}</dd>
      </div>
    </>
  );
}
