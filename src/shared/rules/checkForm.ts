// The server's side of a rule table: the same yup schema the storefront validates with, its
// messages kept as `{ key, vars }` so the server can translate them in the request's language.
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  namedFields,
  type FieldIssues,
  type FormTable,
  type Issue,
  type Naming,
} from './formTable';
import { buildYupSchema, type Translate } from './yupSchema';

const keepIssue: Translate<Issue> = (key, vars) => (vars ? { key, vars } : { key });

const schemas = new WeakMap<FormTable, Partial<Record<Naming, AnyObjectSchema>>>();

function schemaFor(table: FormTable, naming: Naming): AnyObjectSchema {
  const built = schemas.get(table) ?? {};
  schemas.set(table, built);
  return (built[naming] ??= buildYupSchema(table, keepIssue, { naming }));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every broken field of `values` (an API body by default) → `[{ key, vars }]`, fields in table
 * order; `{}` when all rules hold. Values of any JSON type are judged, never thrown on.
 *
 *   const issues = checkForm(registerForm, request.body);
 *   if (Object.keys(issues).length > 0) throw new HttpError(422, 'validation_failed', translateIssues(issues, t));
 */
export function checkForm(
  table: FormTable,
  values: unknown,
  { naming = 'wire' }: { naming?: Naming } = {},
): FieldIssues {
  try {
    schemaFor(table, naming).validateSync(isObject(values) ? values : {}, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const byPath = new Map<string, Issue[]>();
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      const path = failure.path ?? '';
      byPath.set(path, [...(byPath.get(path) ?? []), ...(failure.errors as unknown as Issue[])]);
    }
    const issues: FieldIssues = {};
    for (const { name } of namedFields(table, naming)) {
      const found = byPath.get(name);
      if (found) issues[name] = found;
      byPath.delete(name);
    }
    // A nested object sent as something else (`billing_address: "x"`) is reported on itself.
    for (const [path, found] of byPath) issues[path] = found;
    return issues;
  }
}

/** Issues as the messages of a 422 `errors` body, in the language `t` translates to. */
export function translateIssues(
  issues: FieldIssues,
  t: (key: string, vars?: Issue['vars']) => string,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(issues).map(([field, list]) => [
      field,
      list.map((issue) => t(issue.key, issue.vars)),
    ]),
  );
}
