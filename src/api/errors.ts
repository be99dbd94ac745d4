// One place that turns API failures into what the user sees.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FormikErrors, FormikHelpers } from 'formik';
import type { ErrorBodyDto } from '../shared/wire/common';
import { asLoose, isRecord, type Loose } from './transforms/shape';

type Translate = (key: string) => string;

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return isRecord(error) && 'status' in error;
}

/** The documented error body `{ message, errors? }`, read tolerantly (a proxy may answer HTML). */
function bodyOf(error: unknown): Loose<ErrorBodyDto> | null {
  if (!isFetchBaseQueryError(error)) return null;
  return asLoose<ErrorBodyDto>('data' in error ? error.data : undefined);
}

/**
 * Server message when the server sent one (already localized through Accept-Language), the
 * connection error when no answer came (connection_error), else `t(fallbackKey)`.
 */
export function toErrorMessage(
  error: FetchBaseQueryError | SerializedError | unknown,
  t: Translate,
  fallbackKey: string,
): string {
  if (isFetchBaseQueryError(error)) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return t('connection_error');
    }
    const message = bodyOf(error)?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return t(fallbackKey);
}

/** `{ errors: { field: ['msg', …] | 'msg' } }` → `{ field: 'msg' }` (first message per field). */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const errors = bodyOf(error)?.errors;
  if (!isRecord(errors)) return null;
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof first === 'string' && first !== '') result[field] = first;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * Server field errors are shown per field: puts a 422-style `errors` object into Formik
 * and marks those fields touched so the messages show. Returns false when there was nothing to put.
 */
export function applyFieldErrors<Values>(
  error: unknown,
  formik: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>,
): boolean {
  const fields = fieldErrorsOf(error);
  if (!fields) return false;
  formik.setErrors(fields as FormikErrors<Values>);
  const touched = Object.fromEntries(Object.keys(fields).map((field) => [field, true]));
  void formik.setTouched(touched as Parameters<typeof formik.setTouched>[0], false);
  return true;
}
