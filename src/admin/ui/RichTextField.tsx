import { useField } from 'formik';
import { useCallback } from 'react';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

export type RichTextFieldProps = Pick<RichTextEditorProps, 'name' | 'label' | 'lang' | 'hint'>;

/** The rich-text editor as a Formik field: its value is the HTML, its error shown once touched. */
export function RichTextField({ name, label, lang, hint }: RichTextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { setValue, setTouched } = helpers;
  const onChange = useCallback((html: string) => void setValue(html), [setValue]);
  const onBlur = useCallback(() => void setTouched(true), [setTouched]);
  return (
    <RichTextEditor
      name={name}
      label={label}
      lang={lang}
      hint={hint}
      value={field.value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}
