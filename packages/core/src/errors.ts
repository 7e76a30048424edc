// One error type for everything a client may see: the API turns it into a JSON answer, page
// actions into field errors and a toast. 5xx answers never carry internals.
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  static notFound(message: string): AppError {
    return new AppError(404, 'not_found', message);
  }
  static invalid(fields: FieldErrors, message?: string): AppError {
    // The first field message doubles as the summary, as the spec's toasts show one message.
    return new AppError(422, 'invalid_input', message ?? Object.values(fields)[0] ?? 'Some fields need your attention.', fields);
  }
  static unauthorized(message = 'Please log in to continue.'): AppError {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message = 'You do not have access to this.'): AppError {
    return new AppError(403, 'forbidden', message);
  }
  static tooMany(message: string): AppError {
    return new AppError(429, 'rate_limited', message);
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof Error && e.name === 'AppError' && typeof (e as AppError).status === 'number';
}
