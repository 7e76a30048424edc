// One error type for everything a client may see: the API turns it into a JSON answer, page
// actions into field errors and a toast. 5xx answers never carry internals.
//
// Messages fixed in English before the request's language was known (a schema's, made when its
// module loaded) are turned into the current language here (`inLanguage`), where an error is made.
import { inLanguage } from './i18n.ts';

export type FieldErrors = Record<string, string>;

/**
 * Every error code a client can receive, with its HTTP status: the one place that decides
 * both. Services throw codes (`new AppError('email_taken', …)`), never statuses; API answers
 * carry the code beside the message so clients branch on it, not on the text.
 */
export const errorStatus = {
  // 400: requests the server cannot read (Fastify's own: malformed JSON; a bad Host header).
  bad_request: 400,
  bad_host: 400,
  // A payment signature that does not match (logged): the request is not from the gateway.
  bad_signature: 400,
  // 401: no usable credentials, or the wrong password.
  unauthorized: 401,
  bad_credentials: 401,
  forbidden: 403,
  // A staff member deciding something of their own (duties.ts): another staff member must.
  own_decision: 403,
  not_found: 404,
  method_not_allowed: 405,
  // 409: conflicts with the current state.
  email_taken: 409,
  not_paid: 409,
  phone_missing: 409,
  phone_verified: 409,
  phone_changed: 409,
  idempotency_conflict: 409,
  utr_used: 409,
  // Staff decided about a UTR the donor has since replaced.
  utr_changed: 409,
  order_state: 409,
  // A cart line that cannot be had in that number any more (another buyer took the last units).
  out_of_stock: 409,
  // A shop checkout while the account, or its network, already leaves as many purchases unpaid
  // as it may (each holds stock): pay for one or cancel it first.
  unpaid_purchases: 409,
  // Staff decided about an application that another decision already moved on.
  application_state: 409,
  // A refund that the policy or the request's state does not allow.
  refund_state: 409,
  // A receipt already issued (changes go through a staff correction), or already cancelled.
  receipt_state: 409,
  // A monthly gift asked to move where its state does not allow (resume a cancelled one …).
  subscription_state: 409,
  vendor_state: 409,
  // A shop product asked to move where its state or its shop's does not allow (publish unapproved …).
  product_state: 409,
  // A quiz before every lesson is complete, or after it was passed (learning).
  learning_state: 409,
  // A lost-and-found notice renewed a second time (notices).
  notice_state: 409,
  // An interest sent twice or answered already, a profile in a state that does not allow it (matrimonial).
  marriage_state: 409,
  // A job application or post asked to move where its state does not allow (careers).
  career_state: 409,
  // 410: the challenge or link expired or was used.
  challenge_gone: 410,
  otp_expired: 410,
  // A lost-and-found notice past its expiry, resolved or taken down (notices).
  notice_gone: 410,
  reset_invalid: 410,
  // A monthly gift's manage link that is not (or no longer) its link.
  link_invalid: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // 422: input that fails its schema; `errors` names the fields.
  invalid_input: 422,
  unstorable_text: 422,
  // A contact submission that failed a spam check (honeypot, too fast, no proof of work).
  spam_refused: 422,
  // 429: too many attempts; wait.
  rate_limited: 429,
  otp_locked: 429,
  otp_exhausted: 429,
  locked: 429,
  // 500: our fault; the answer says nothing more.
  internal: 500,
  // 502: the payment gateway did not answer; the order is kept and can be retried.
  gateway_unavailable: 502,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const ERROR_CODES = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** The generic code of a status that does not come from an AppError (Fastify's own errors). */
export function codeForStatus(status: number): ErrorCode {
  const generic: Record<number, ErrorCode> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'invalid_input',
    429: 'rate_limited',
  };
  return generic[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** The body of every API error answer. */
export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

export function errorBody(code: ErrorCode, message: string, errors?: FieldErrors): ErrorBody {
  return { success: false, code, message: inLanguage(message), ...(errors ? { errors: fieldsInLanguage(errors) } : {}) };
}

function fieldsInLanguage(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(fields)) out[k] = inLanguage(v);
  return out;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Derived from the code (errorStatus): a service never picks a status itself. */
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(inLanguage(message));
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.fields = fields ? fieldsInLanguage(fields) : fields;
  }

  static notFound(message: string): AppError {
    return new AppError('not_found', message);
  }
  static invalid(fields: FieldErrors, message?: string): AppError {
    // The first field message doubles as the summary, as the spec's toasts show one message.
    return new AppError('invalid_input', message ?? Object.values(fields)[0] ?? 'Some fields need your attention.', fields);
  }
  static unauthorized(message = 'Please log in to continue.'): AppError {
    return new AppError('unauthorized', message);
  }
  static forbidden(message = 'You do not have access to this.'): AppError {
    return new AppError('forbidden', message);
  }
  static tooMany(message: string): AppError {
    return new AppError('rate_limited', message);
  }
}

/** What a failed zod parse reports (`ZodError`), without tying core's errors to one zod build. */
export interface SchemaIssues {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/**
 * Field errors from a failed parse: one message per field, the first the schema reports (its
 * order is the form's). Nested fields are dotted paths; `_` is the value as a whole. The API's
 * 422 answers and the pages' forms both come from here, so they name fields alike.
 */
export function fieldErrors(error: SchemaIssues): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    // A schema's messages were made in English when its module loaded: read in the request's language.
    if (!(key in out)) out[key] = inLanguage(issue.message);
  }
  return out;
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof Error && e.name === 'AppError' && typeof (e as AppError).status === 'number';
}

/**
 * Lookups answer null for a thing that does not exist (decision 0012); an API route turns that
 * into its 404 with this, a page loader into React Router's 404 page.
 */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw AppError.notFound(message);
  return value;
}
