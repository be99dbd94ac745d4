// A list entry's form values and the body a save sends, from the kinds of its fields (the same
// kinds the server keeps them by: text, optional text, picture URL).

export type FieldKind = 'text' | 'optional' | 'picture';
export type FieldKinds = Readonly<Record<string, FieldKind>>;

/** Formik values: text as typed ('' when none), a picture's URL or null. */
export type EntryValues = Record<string, string | null>;

/** The form's starting values: the entry's, or empty ones for a new entry. */
export function valuesOf(
  kinds: FieldKinds,
  entry?: Readonly<Record<string, unknown>>,
): EntryValues {
  const values: EntryValues = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const value = entry?.[field];
    values[field] = typeof value === 'string' ? value : kind === 'picture' ? null : '';
  }
  return values;
}

const kept = (value: string | null | undefined): string | null => {
  const text = typeof value === 'string' ? value.trim() : null;
  return text === '' ? null : text;
};

/**
 * What a save sends: every field of a new entry (texts trimmed, no picture as null); of an edit
 * only what changed, so a change never rewrites what the owner did not touch.
 */
export function entryBody(
  kinds: FieldKinds,
  values: EntryValues,
  before?: Readonly<Record<string, unknown>>,
): EntryValues {
  const body: EntryValues = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const value = kind === 'picture' ? (values[field] ?? null) : (values[field] ?? '').trim();
    if (before && kept(value) === kept(before[field] as string | null | undefined)) continue;
    body[field] = value;
  }
  return body;
}
