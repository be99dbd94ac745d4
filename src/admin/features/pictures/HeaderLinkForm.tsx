import { Formik, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { slideLinkIssue } from '../../../shared/rules/slideLink';
import { FormRoot, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { useSetHeaderImageLinkMutation, type AdminHeaderImage } from '../../api/picturesApi';
import { SmallButton } from '../../ui/Blocks.styles';
import { LinkCell } from './Pictures.styles';

interface LinkValues {
  link: string;
}

export interface HeaderLinkFormProps {
  image: AdminHeaderImage;
  /** The picture's place in the carousel, from 1: it names the field and its button. */
  position: number;
  onError: (message: string) => void;
}

/**
 * Where a tap on the slide leads: a page of the shop (/offers) or an https address, judged by the
 * same rule as the server's; an empty field removes the link.
 */
export function HeaderLinkForm({ image, position, onError }: HeaderLinkFormProps) {
  const { t } = useTranslation();
  const [save] = useSetHeaderImageLinkMutation();

  const validate = ({ link }: LinkValues): FormikErrors<LinkValues> => {
    const issue = link.trim() ? slideLinkIssue(link.trim()) : null;
    return issue ? { link: t(issue.key, issue.vars) } : {};
  };

  return (
    <Formik<LinkValues>
      initialValues={{ link: image.link ?? '' }}
      enableReinitialize
      validate={validate}
      onSubmit={async ({ link }, formik) => {
        const next = link.trim() || null;
        if (next === image.link) return;
        try {
          await save({ id: image.id, link: next }).unwrap();
          notify.success(
            t(next ? 'admin_header_images_link_saved' : 'admin_header_images_link_removed', {
              position,
            }),
          );
        } catch (error) {
          if (!applyFieldErrors(error, formik)) {
            onError(toErrorMessage(error, t, 'admin_header_images_save_failed'));
          }
        }
      }}
    >
      {({ isSubmitting }) => (
        <LinkCell>
          <FormRoot>
            <TextField
              name="link"
              label={t('admin_header_images_link_label', { position })}
              hint={t('admin_header_images_link_hint')}
              dir="ltr"
              inputMode="url"
              autoComplete="off"
            />
            <SmallButton
              type="submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
              aria-label={t('admin_header_images_link_save_named', { position })}
            >
              {t('admin_header_images_link_save')}
            </SmallButton>
          </FormRoot>
        </LinkCell>
      )}
    </Formik>
  );
}
