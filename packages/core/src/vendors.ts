// The shop's vendors (issue 24): applying to sell, the checks on what an applicant types (GSTIN
// with its checksum, PAN, IFSC's shape, bank account typed twice), KYC files, staff review.
// What other modules and pages read of a vendor is here too. The IFSC's bank/branch list is a
// megabyte: it stays on the server (modules/vendors/ifsc.ts), the shape is checked here.
import { z } from 'zod';
import { accountMessages, emailField } from './accounts.ts';
import { PAN_RE } from './giving.ts';
import { catalogue } from './i18n.ts';
import { mobileField } from './input.ts';
import { text } from './text.ts';

export const VENDOR_STATUSES = ['submitted', 'approved', 'rejected', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** What staff may do to a shop in each state; a rejected applicant corrects and resubmits. */
export const VENDOR_DECISIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type VendorDecisionKind = (typeof VENDOR_DECISIONS)[number];
export const VENDOR_MOVES: Record<VendorDecisionKind, { from: readonly VendorStatus[]; to: VendorStatus }> = {
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
};

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
  gstin: string | null;
  pan: string;
  addressLine: string;
  pinCode: string;
  /** Days after delivery a buyer may ask for a return (0: none). */
  returnWindowDays: number;
}

/** What other modules read of a shop: its summary and when the seller applied (statements start then). */
export type VendorRecord = VendorSummary & { createdAt: Date };

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
  returnWindowDays: number;
  followers: number;
  since: string;
}

// ----- States and union territories, with their GST state codes ------------------------------

/**
 * The GST state codes (the first two digits of every GSTIN), as the GST portal lists them. 25
 * (Daman and Diu) was merged into 26 in 2020; 28 (the undivided Andhra Pradesh) and 97 (other
 * territory) are not offered to new registrations, so neither is asked here.
 */
export const INDIAN_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '18', name: 'Assam' },
  { code: '10', name: 'Bihar' },
  { code: '04', name: 'Chandigarh' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '07', name: 'Delhi' },
  { code: '30', name: 'Goa' },
  { code: '24', name: 'Gujarat' },
  { code: '06', name: 'Haryana' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '20', name: 'Jharkhand' },
  { code: '29', name: 'Karnataka' },
  { code: '32', name: 'Kerala' },
  { code: '38', name: 'Ladakh' },
  { code: '31', name: 'Lakshadweep' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '27', name: 'Maharashtra' },
  { code: '14', name: 'Manipur' },
  { code: '17', name: 'Meghalaya' },
  { code: '15', name: 'Mizoram' },
  { code: '13', name: 'Nagaland' },
  { code: '21', name: 'Odisha' },
  { code: '34', name: 'Puducherry' },
  { code: '03', name: 'Punjab' },
  { code: '08', name: 'Rajasthan' },
  { code: '11', name: 'Sikkim' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '36', name: 'Telangana' },
  { code: '16', name: 'Tripura' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '19', name: 'West Bengal' },
] as const;
export type IndianStateName = (typeof INDIAN_STATES)[number]['name'];

/** The GST code of a state as stored (its English name), or null. */
export const gstStateCode = (name: string): string | null => INDIAN_STATES.find((s) => s.name === name)?.code ?? null;

// ----- GSTIN, PAN, IFSC, bank account, PIN code ----------------------------------------------

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2 digits of state, the 10 characters of the PAN, the entity number, Z, the check character. */
export const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character from its first 14 (CBIC's scheme, a Luhn mod 36): each character's
 * value (0–9, A=10 … Z=35) is multiplied by 1 and 2 alternately from the left; each product's
 * quotient and remainder by 36 are added up; the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '';
}

export const isGstin = (value: string): boolean => GSTIN_RE.test(value) && gstinCheckCharacter(value) === value[14];

/** Four letters of the bank, a zero, six letters or digits of the branch (RBI's format). */
export const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Six digits, the first not 0 (India Post's zones are 1–9). */
export const PIN_CODE_RE = /^[1-9]\d{5}$/;
/** Days after delivery a buyer may ask for a return unless the seller sets otherwise, and the most a seller may set. */
export const RETURN_WINDOW_DAYS = 7;
export const RETURN_WINDOW_MAX_DAYS = 30;
/** Indian bank account numbers are 9 to 18 digits long. */
export const BANK_ACCOUNT_RE = /^\d{9,18}$/;

/** An account number as shown to whoever did not open it: its last four digits. */
export const maskAccount = (n: string): string => `•••• ${n.slice(-4)}`;

// ----- KYC files and pictures ----------------------------------------------------------------

export const KYC_KINDS = ['pan', 'gst', 'bank', 'address', 'other'] as const;
export type KycKind = (typeof KYC_KINDS)[number];
/** A scan or photo of a document: a few hundred kilobytes, 2 MB at most. */
export const KYC_MAX_BYTES = 2 * 1024 * 1024;
/** Documents one shop may keep (a correction adds, nothing is overwritten). */
export const KYC_MAX_FILES = 10;
/** The logo and header image; re-encoded, so a phone's photo is fine. */
export const VENDOR_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const KYC_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type KycType = (typeof KYC_TYPES)[number];

// ----- Words --------------------------------------------------------------------------------

export const vendorMessages = /* @__PURE__ */ catalogue('vendors', {
  // The /sell page.
  sellTitle: 'Sell in our shop',
  sellLead:
    'Artisans, self-help groups and social enterprises sell through the foundation’s shop. Tell us about your business; our team checks every application before the shop opens.',
  sellDescription: 'Apply to sell handmade and social-enterprise products in the foundation’s shop.',
  signInFirst: 'Sign in or register to apply. Your email is proven when you register.',
  signIn: 'Sign in',
  register: 'Register',
  mobileFirst: 'Prove your mobile number first: we send a code to it by SMS from your profile.',
  proveMobile: 'Prove my mobile',
  steps: [
    { title: 'Apply', body: 'Your business, where it is, how buyers reach you, and where we pay you.' },
    { title: 'Review', body: 'Our team checks your documents, usually within three working days.' },
    { title: 'Sell', body: 'Once approved, add your products; they show in the shop when you publish them.' },
  ],
  stepsTitle: 'How it works',
  sectionBusiness: 'Your business',
  sectionAddress: 'Address',
  sectionContact: 'How buyers reach you',
  sectionTax: 'Tax details',
  sectionBank: 'Where we pay you',
  sectionPictures: 'Logo and header',
  sectionKyc: 'Documents',
  legalNameLabel: 'Legal name',
  legalNameHint: 'As on your PAN or GST registration.',
  displayNameLabel: 'Shop name',
  displayNameHint: 'What buyers see. Your shop’s address is made from it when approved.',
  aboutLabel: 'About your business',
  aboutHint: 'Who makes your products and how. A few sentences.',
  addressLineLabel: 'Address',
  cityLabel: 'City or town',
  stateLabel: 'State or union territory',
  statePlaceholder: 'Choose one',
  pinCodeLabel: 'PIN code',
  supportEmailLabel: 'Support email',
  supportPhoneLabel: 'Support phone (mobile)',
  returnPolicyLabel: 'Return policy',
  returnPolicyHint: 'Shown beside every product, as the Consumer Protection (E-Commerce) Rules ask. For example: “Returns within 7 days if unused.”',
  returnWindowLabel: 'Return window (days after delivery)',
  returnWindowHint: 'Buyers can ask for a return from their order page for this many days. 0 means you take no returns; say so in your policy.',
  returnWindowInvalid: 'Enter a number of days from 0 to 30',
  panLabel: 'PAN',
  panHint: 'Of the business, or yours if you sell as a person.',
  gstinLabel: 'GSTIN (optional)',
  gstinHint: '15 characters. Needed if your turnover or the law asks you to register for GST.',
  bankAccountNameLabel: 'Account holder’s name',
  bankAccountNumberLabel: 'Account number',
  bankAccountConfirmLabel: 'Account number again',
  ifscLabel: 'IFSC',
  ifscHint: '11 characters, on your cheque book or passbook.',
  logoLabel: 'Logo (optional)',
  headerLabel: 'Header image (optional)',
  picturesHint: 'JPEG, PNG or WebP up to 2 MB each. A square logo and a wide header look best.',
  kycLabel: 'Document',
  kycKindLabel: 'What it proves',
  kycHint:
    'PDF, JPEG or PNG up to 2 MB: your PAN card, GST certificate, a cancelled cheque or an address proof. Kept privately: only you and our team can open it.',
  kycKinds: { pan: 'PAN card', gst: 'GST certificate', bank: 'Cancelled cheque or bank statement', address: 'Address proof', other: 'Other' } satisfies Record<
    KycKind,
    string
  >,
  filesTogether: 'All files together may be up to 5 MB.',
  chooseFileAgain: 'Please choose this file again: for your safety, files are not kept when the form comes back with a mistake.',
  apply: 'Send application',
  resubmit: 'Send corrected application',
  // Errors.
  legalNameRequired: 'Please enter the legal name',
  displayNameRequired: 'Please enter the shop name',
  nameTooLong: 'At most 100 characters',
  aboutTooLong: 'At most 2,000 characters',
  addressRequired: 'Please enter the address',
  addressTooLong: 'At most 300 characters',
  cityRequired: 'Please enter the city or town',
  stateRequired: 'Please choose the state or union territory',
  pinCodeInvalid: 'A PIN code is 6 digits and does not start with 0',
  supportEmailRequired: 'Please enter the support email',
  supportPhoneRequired: 'Please enter the support phone',
  supportPhoneInvalid: 'Please enter a 10-digit Indian mobile number',
  returnPolicyRequired: 'Please write your return policy',
  returnPolicyTooLong: 'At most 2,000 characters',
  panRequired: 'Please enter the PAN',
  panInvalid: accountMessages.panInvalid,
  gstinFormat: 'A GSTIN is 15 characters: 2 digits of the state, the PAN, a digit or letter, Z and a check character',
  gstinChecksum: 'This GSTIN’s last character does not match: please check it against your GST certificate',
  gstinState: 'This GSTIN is registered in another state than the address',
  gstinPan: 'The PAN inside this GSTIN (characters 3 to 12) is not the PAN given',
  bankAccountNameRequired: 'Please enter the account holder’s name',
  bankAccountInvalid: 'An account number is 9 to 18 digits',
  bankAccountMismatch: 'The two account numbers are not the same',
  ifscFormat: 'An IFSC is 4 letters, a zero and 6 letters or digits',
  ifscUnknown: 'This IFSC is not in the list of bank branches: please check it on your cheque book',
  kycRequired: 'Please add at least one document',
  kycType: 'Only PDF, JPEG or PNG files, judged by what is inside them',
  kycTooLarge: 'A document may be up to 2 MB',
  kycTooMany: 'This shop already has the most documents it may keep',
  photoType: 'Please choose a JPEG, PNG or WebP picture',
  photoTooLarge: 'The picture may be up to 2 MB',
  photoTooSmall: 'The picture is too small: at least 200 pixels on each side',
  photoUnreadable: 'The picture could not be read',
  alreadyApplied: 'This account already has a shop',
  notYours: 'Shop not found',
  notFound: 'Shop not found',
  documentNotFound: 'Document not found',
  notEditable: 'This application is being reviewed; you can change it if our team sends it back',
  notApproved: 'Only an approved shop can do this',
  mobileUnproven: 'Please prove your mobile number before applying',
  reasonRequired: 'Please give the vendor a reason',
  legalNoteRequired: 'Please say which document shows the change',
  withdrawnReason: 'Withdrawn by the applicant',
  reasonTooLong: 'At most 1,000 characters',
  stateChanged: 'This shop’s status has already changed: reload the page',
  // Status, as the applicant reads it.
  statusTitle: 'Your shop',
  statusLabels: { submitted: 'Submitted', approved: 'Approved', rejected: 'Not approved', suspended: 'Suspended' } satisfies Record<VendorStatus, string>,
  submittedBody: 'Thank you. Our team is checking your application and documents; we will email you when it is decided.',
  approvedBody: 'Your shop is open. Add products from your seller dashboard.',
  rejectedBody: 'Our team could not approve the application, for this reason:',
  rejectedFix: 'Correct what is needed below and send it again.',
  suspendedBody: 'Your shop is hidden from buyers for now, for this reason:',
  suspendedHelp: 'Reply to our email or write to us to have it reinstated.',
  shopLink: 'See your shop',
  dashboard: 'Seller dashboard',
  editProfile: 'Edit shop profile',
  appliedOn: (date: string) => `Applied on ${date}`,
  documentsTitle: 'Your documents',
  addDocument: 'Add a document',
  documentAdded: 'Document added.',
  download: 'Download',
  applied: 'Application sent. We have emailed you an acknowledgement.',
  resubmitted: 'Corrected application sent.',
  // /seller/shop.
  profileTitle: 'Shop profile',
  profileLead: 'What buyers see on your shop’s page and beside your products.',
  profileKycNote: 'PAN, GSTIN, bank account and legal name are changed by our team, who check the new documents: write to us to change them.',
  saveProfile: 'Save profile',
  profileSaved: 'Profile saved.',
  currentLogo: 'Current logo',
  currentHeader: 'Current header image',
  bankLine: (masked: string, ifsc: string, bank: string) => `Bank account ${masked}, IFSC ${ifsc}${bank ? ` (${bank})` : ''}`,
  /** The states' names as shown (stored in English, by INDIAN_STATES' name). */
  stateNames: Object.fromEntries(INDIAN_STATES.map((s) => [s.code, s.name])) as Record<string, string>,
});

const vm = vendorMessages;

// ----- Schemas -------------------------------------------------------------------------------

const name = (field: string, required: string) => text({ field, required }).trim().min(1, required).max(100, vm.nameTooLong);
const long = (field: string, required: string | undefined, max: number, tooLong: string) => {
  const t = text({ field, multiline: true, ...(required ? { required } : {}) })
    .trim()
    .max(max, tooLong);
  return required ? t.min(1, required) : t;
};

const stateField = text({ field: 'State', required: vm.stateRequired })
  .trim()
  .refine((v) => gstStateCode(v) !== null, vm.stateRequired);

/** What buyers see: the same fields on applying and in /seller/shop. */
const profileShape = {
  displayName: name('Shop name', vm.displayNameRequired),
  about: long('About', undefined, 2000, vm.aboutTooLong).default(''),
  addressLine: long('Address', vm.addressRequired, 300, vm.addressTooLong),
  city: name('City', vm.cityRequired),
  state: stateField,
  pinCode: text({ field: 'PIN code', required: vm.pinCodeInvalid }).trim().regex(PIN_CODE_RE, vm.pinCodeInvalid),
  supportEmail: emailField(vm.supportEmailRequired),
  supportPhone: mobileField({ field: 'Support phone', required: vm.supportPhoneRequired, invalid: vm.supportPhoneInvalid }),
  returnPolicy: long('Return policy', vm.returnPolicyRequired, 2000, vm.returnPolicyTooLong),
  // A JSON number or a form's digits, nothing looser ("", true, "0x1e" and [5] are not days);
  // left out, a shop keeps what it had (a new one gets RETURN_WINDOW_DAYS).
  returnWindowDays: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,2}$/, vm.returnWindowInvalid)
          .transform(Number),
      ],
      { error: vm.returnWindowInvalid },
    )
    .pipe(z.number().int(vm.returnWindowInvalid).min(0, vm.returnWindowInvalid).max(RETURN_WINDOW_MAX_DAYS, vm.returnWindowInvalid))
    .optional(),
};

export const vendorProfileInput = z.object(profileShape);
export type VendorProfileInput = z.infer<typeof vendorProfileInput>;

const upper = (field: string, required?: string) =>
  text({ field, ...(required ? { required } : {}) })
    .trim()
    .toUpperCase()
    .transform((v) => v.replace(/\s+/g, ''));

const applicationFields = {
  legalName: name('Legal name', vm.legalNameRequired),
  ...profileShape,
  pan: upper('PAN', vm.panRequired).pipe(z.string().min(1, vm.panRequired).regex(PAN_RE, vm.panInvalid)),
  gstin: upper('GSTIN')
    .optional()
    .transform((v) => v || undefined),
  bankAccountName: name('Account holder', vm.bankAccountNameRequired),
  bankAccountNumber: text({ field: 'Account number', required: vm.bankAccountInvalid })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(BANK_ACCOUNT_RE, vm.bankAccountInvalid)),
  bankAccountConfirm: text({ field: 'Account number again', required: vm.bankAccountMismatch }).transform((v) => v.replace(/[\s-]/g, '')),
  ifsc: upper('IFSC', vm.ifscFormat).pipe(z.string().regex(IFSC_RE, vm.ifscFormat)),
};

type ApplicationChecked = {
  state: string;
  pan: string;
  gstin?: string | undefined;
  bankAccountNumber?: string | undefined;
  bankAccountConfirm?: string | undefined;
};

/** A field that may be left empty (spaces and dashes count as empty): undefined then. */
const keptIfBlank = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.replace(/[\s-]/g, '') === '') ? undefined : v), field.optional());

/**
 * The checks across fields: the account typed twice alike; a GSTIN's checksum, its PAN, and its
 * state when the state is in the same input (staff's change of tax details checks it against the
 * shop's address in the service).
 */
function checkApplication(v: Omit<ApplicationChecked, 'state'> & { state?: string }, ctx: z.RefinementCtx) {
  if (v.bankAccountConfirm !== v.bankAccountNumber) ctx.addIssue({ code: 'custom', path: ['bankAccountConfirm'], message: vm.bankAccountMismatch });
  const g = v.gstin;
  if (g === undefined) return;
  if (!GSTIN_RE.test(g)) ctx.addIssue({ code: 'custom', path: ['gstin'], message: vm.gstinFormat });
  else if (gstinCheckCharacter(g) !== g[14]) ctx.addIssue({ code: 'custom', path: ['gstin'], message: vm.gstinChecksum });
  else if (v.state !== undefined && g.slice(0, 2) !== gstStateCode(v.state)) ctx.addIssue({ code: 'custom', path: ['gstin'], message: vm.gstinState });
  else if (g.slice(2, 12) !== v.pan) ctx.addIssue({ code: 'custom', path: ['gstin'], message: vm.gstinPan });
}

/**
 * The application (without its files). A GSTIN, when given, must pass its checksum, name the
 * address's state in its first two digits and carry the PAN given in characters 3–12.
 */
export const vendorApplicationInput = z.object(applicationFields).superRefine(checkApplication);
export type VendorApplicationInput = z.infer<typeof vendorApplicationInput>;

/** A KYC file sent through the API (JSON): its bytes in base64; the API's body is 1 MB at most. */
export const apiKycDocument = z.object({
  kind: z.enum(KYC_KINDS),
  fileName: text({ field: 'File name' }).trim().min(1).max(200),
  contentBase64: z
    .string()
    .min(1, vm.kycRequired)
    .max(1_000_000)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, vm.kycType),
});

/** The API's application: the same fields, and one to three documents (no pictures: add them on /seller/shop). */
export const apiVendorApplication = z
  .object({ ...applicationFields, documents: z.array(apiKycDocument, { error: vm.kycRequired }).min(1, vm.kycRequired).max(3) })
  .superRefine(checkApplication);

/**
 * Staff change a shop's legal name, PAN, GSTIN or bank account against a new document (the
 * vendor cannot: payouts go to this account). The same checks as applying, and a note of what
 * showed the change, which the vendor is emailed with.
 */
export const vendorLegalInput = z
  .object({
    legalName: applicationFields.legalName,
    pan: applicationFields.pan,
    gstin: applicationFields.gstin,
    bankAccountName: applicationFields.bankAccountName,
    // Left blank (both), the account on file stays: staff changing a GSTIN do not type it again.
    bankAccountNumber: keptIfBlank(applicationFields.bankAccountNumber),
    bankAccountConfirm: keptIfBlank(applicationFields.bankAccountConfirm),
    ifsc: applicationFields.ifsc,
    note: text({ field: 'Note', multiline: true, required: vm.legalNoteRequired }).trim().min(1, vm.legalNoteRequired).max(1000, vm.reasonTooLong),
  })
  .superRefine(checkApplication);
export type VendorLegalInput = z.infer<typeof vendorLegalInput>;

export const vendorDecisionInput = z
  .object({
    decision: z.enum(VENDOR_DECISIONS),
    reason: text({ field: 'Reason', multiline: true }).trim().max(1000, vm.reasonTooLong).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.decision === 'reject' || v.decision === 'suspend') && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: vm.reasonRequired });
  });
export type VendorDecision = z.infer<typeof vendorDecisionInput>;

/** A KYC file as received (a form's part or the API's base64), judged by the server by its bytes. */
export interface KycUpload {
  kind: KycKind;
  fileName: string;
  bytes: Uint8Array;
}

/** The pictures a form may carry; an absent one leaves the current picture. */
export interface VendorPictures {
  logo?: Uint8Array | undefined;
  header?: Uint8Array | undefined;
}

// ----- Views ---------------------------------------------------------------------------------

export interface VendorDocumentView {
  id: number;
  kind: KycKind;
  fileName: string;
  contentType: string;
  bytes: number;
  sha256: string;
  createdAt: string;
}

/** The whole shop as its owner sees it: the bank account masked (they typed it; staff check it). */
export interface VendorOwnView extends VendorSummary {
  about: string;
  logo: string | null;
  logoWebp: string | null;
  headerImage: string | null;
  headerImageWebp: string | null;
  addressLine: string;
  pinCode: string;
  supportEmail: string;
  supportPhone: string;
  returnPolicy: string;
  pan: string;
  gstin: string | null;
  bankAccountName: string;
  bankAccountMasked: string;
  ifsc: string;
  /** The IFSC's bank, from the offline list (null when the list does not name it). */
  bankName: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  documents: VendorDocumentView[];
}

/** The console's row. */
export interface VendorListItem {
  id: number;
  displayName: string;
  legalName: string;
  email: string;
  pan: string;
  city: string;
  state: string;
  status: VendorStatus;
  submittedAt: string;
}

export interface VendorHistoryEntry {
  action: string;
  actorEmail: string;
  at: string;
  after: Record<string, unknown> | null;
}

/** What staff read: every detail, the checks' results, the history. */
export interface VendorAdminView extends VendorOwnView {
  email: string;
  accountName: string;
  /** The whole number only when staff asked to see it (audited). */
  bankAccountNumber: string | null;
  checks: { gstin: 'valid' | 'absent'; ifsc: { known: boolean; bank: string | null } };
  history: VendorHistoryEntry[];
}
