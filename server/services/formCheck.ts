import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { translateIssues } from '../../src/shared/rules/checkForm';
import type { FieldIssues } from '../../src/shared/rules/formTable';
import { isBlank } from '../../src/shared/rules/validation';

// The server's side of the form rule tables (src/shared/rules/forms): each service runs
// checkForm(table, body), adds what only the database can say, then calls throwIfIssues.

/**
 * 422 validation_failed with every field's messages in the request's language; nothing when
 * `issues` is empty. Translated here, not by the error plugin, so `{{min}}` keeps its value.
 */
export function throwIfIssues(issues: FieldIssues, t: Translate): void {
  if (Object.keys(issues).length > 0) {
    throw new HttpError(422, 'validation_failed', translateIssues(issues, t));
  }
}

/** A checked text field as stored: trimmed ('' when blank). */
export const trimmed = (value: unknown): string => (isBlank(value) ? '' : String(value).trim());
