// The storefront's form kit (Formik): every form builds on these, so labels, errors,
// aria-invalid / aria-describedby, busy buttons and focus after a failed submit are the same everywhere.
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { FieldGrid, WideField } from './FieldGrid.styles';
export { FormBanner, type FormBannerProps } from './FormBanner';
export { FormRoot, type FormRootProps } from './FormRoot';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export { useFocusFirstInvalid } from './useFocusFirstInvalid';
