// The shop's vendors (issue 24): what other modules and pages read of a vendor.
export type VendorStatus = 'submitted' | 'approved' | 'rejected' | 'suspended';

/** A vendor as its owner and other modules see it (no bank details, no KYC). */
export interface VendorSummary {
  id: number;
  userId: number;
  slug: string | null;
  displayName: string;
  legalName: string;
  status: VendorStatus;
  statusReason: string | null;
  city: string;
  state: string;
}

/** What a buyer sees of a seller: the Consumer Protection (E-Commerce) Rules 2020 ask for the
 * seller's name, address, contact and return policy beside every product. */
export interface PublicVendor {
  id: number;
  slug: string;
  displayName: string;
  legalName: string;
  about: string;
  logo: string | null;
  logoWebp: string | null;
  headerImage: string | null;
  headerImageWebp: string | null;
  addressLine: string;
  city: string;
  state: string;
  pinCode: string;
  supportEmail: string;
  supportPhone: string;
  returnPolicy: string;
  followers: number;
  since: string;
}
