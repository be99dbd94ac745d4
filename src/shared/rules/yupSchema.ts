// A rule table (formTable.ts) as a yup object schema: Formik's `validationSchema` on the
// storefront, and the engine of checkForm.ts on the server, so the two cannot disagree.
import { mixed, object, Schema, type AnyObjectSchema, type ObjectShape } from 'yup';
import {
  firstIssue,
  namedFields,
  valueReader,
  type FormTable,
  type Naming,
  type Vars,
} from './formTable';

/** i18next's `t` on the storefront; checkForm passes one that keeps the key and vars. */
export type Translate<M = string> = (key: string, vars?: Vars) => M;

/** Field names split at dots: leaves are field schemas, branches nested objects. */
interface Branch {
  [part: string]: Branch | Schema;
}

const isBranch = (node: Branch | Schema): node is Branch => !(node instanceof Schema);

/**
 * One yup test per field: it runs the field's rules in table order and reports the first broken
 * one as `t(key, vars)`. Rules may read other fields (a confirmation, a condition), so every test
 * reads from the values being validated as a whole (yup's `from` chain ends at the root).
 */
function fieldSchema<M>(
  table: FormTable,
  wireName: string,
  naming: Naming,
  t: Translate<M>,
): Schema {
  return mixed()
    .nullable()
    .test({
      name: wireName,
      test() {
        const root = this.from?.[this.from.length - 1]?.value ?? this.parent;
        const issue = firstIssue(table, wireName, valueReader(table, root, naming), naming);
        return issue ? this.createError({ message: () => t(issue.key, issue.vars) }) : true;
      },
    });
}

function shapeOf<M>(branch: Branch, t: Translate<M>): ObjectShape {
  const shape: ObjectShape = {};
  for (const [part, node] of Object.entries(branch)) {
    // A nested object is optional as a whole; its fields are checked only when it was sent.
    shape[part] = isBranch(node)
      ? object(shapeOf(node, t))
          .nullable()
          .optional()
          .default(undefined)
          .typeError(() => t('field_invalid'))
      : node;
  }
  return shape;
}

/**
 * The yup object schema of `table`, messages made by `t(key, vars)`. `naming: 'form'` (default)
 * validates the storefront's Formik values by their form names; `'wire'` an API body.
 *
 *   const schema = useMemo(() => buildYupSchema(registerForm, t), [t]);
 *   <Formik validationSchema={schema} …>
 */
export function buildYupSchema<M = string>(
  table: FormTable,
  t: Translate<M>,
  { naming = 'form' }: { naming?: Naming } = {},
): AnyObjectSchema {
  const root: Branch = {};
  for (const { name, wireName } of namedFields(table, naming)) {
    const parts = name.split('.');
    const leaf = parts.pop() as string;
    let branch = root;
    for (const part of parts) {
      const next = branch[part];
      branch = next && isBranch(next) ? next : (branch[part] = {});
    }
    branch[leaf] = fieldSchema(table, wireName, naming, t);
  }
  return object(shapeOf(root, t));
}
