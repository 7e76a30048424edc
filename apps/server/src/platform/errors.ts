// AppError lives in core so page actions and the API share it; re-exported for server code.
export { AppError, type FieldErrors, isAppError } from '@sahyog/core';
