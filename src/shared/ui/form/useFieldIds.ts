import { useId } from 'react';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** Unique ids for a field's control, hint and error (two forms on a page never collide). */
export function useFieldIds(name: string): FieldIds {
  const base = `${useId()}${name.replace(/[^\w-]/g, '_')}`;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** aria-describedby of a control: its hint, and its error while one is shown. */
export function describedBy(
  ids: FieldIds,
  { hint, error }: { hint?: string; error?: string },
): string | undefined {
  const parts = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
