// One error type for everything a client may see. 5xx answers never carry internals.
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  static notFound(message: string): AppError {
    return new AppError(404, 'not_found', message);
  }
  static invalid(fields: FieldErrors, message = 'Some fields need your attention.'): AppError {
    return new AppError(422, 'invalid_input', message, fields);
  }
}
