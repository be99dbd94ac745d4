import { Formik, type FormikValues } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetShopDetailsQuery } from '../../../../api/siteApi';
import { chatLink } from '../../../../shared/lib/chatLink';
import type { EnquiryTranslate } from '../../../../shared/lib/enquiryText';
import { paths } from '../../../../shared/lib/paths';
import type { FormTable } from '../../../../shared/rules/formTable';
import { buildYupSchema } from '../../../../shared/rules/yupSchema';
import { FormRoot, SubmitButton } from '../../../../shared/ui/form';
import { Panel } from '../EnquiryPage.styles';
import { Opened, OpenedLink } from './ChatEnquiryForm.styles';

export interface ChatEnquiryFormProps<Values extends FormikValues> {
  table: FormTable;
  initialValues: Values;
  /** The chat text (shared/lib/enquiryText.ts) of what was typed. */
  compose: (t: EnquiryTranslate, values: Values) => string;
  /** The id of the screen's h1, which names the form. */
  titleId: string;
  children: ReactNode;
}

/**
 * /representative and /order: a form that sends nothing to the API but opens the
 * messaging-app chat (a wa.me link, new tab) with a text naming every value. The values stay, and
 * a link to the same chat is offered in case the browser kept the new tab from opening. While the
 * shop gives no chat number there is nothing to send to: a note points to /contact instead.
 */
export function ChatEnquiryForm<Values extends FormikValues>({
  table,
  initialValues,
  compose,
  titleId,
  children,
}: ChatEnquiryFormProps<Values>) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string | null>(null);
  const schema = useMemo(() => buildYupSchema(table, t), [table, t]);
  const details = useGetShopDetailsQuery();
  const chatNumber = details.data?.chat_number;

  if ((details.isSuccess || details.isError) && !chatNumber) {
    return (
      <Panel as="div">
        <Opened>
          {t('enquiry_no_chat')}{' '}
          <OpenedLink as={Link} to={paths.contact()}>
            {t('nav_contact')}
          </OpenedLink>
        </Opened>
      </Panel>
    );
  }

  // Async so that Formik ends its submitting state when this returns (a plain function would leave
  // the button busy until setSubmitting(false)).
  const onSubmit = async (values: Values) => {
    if (!chatNumber) return;
    const url = chatLink(compose(t, values), chatNumber);
    window.open(url, '_blank', 'noopener,noreferrer');
    setLink(url);
  };

  return (
    <Panel as="div">
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        <FormRoot aria-labelledby={titleId}>
          {children}
          <div role="status">
            {link ? (
              <Opened>
                {t('enquiry_chat_opened')}{' '}
                <OpenedLink href={link} target="_blank" rel="noopener noreferrer">
                  {t('enquiry_chat_link')} <span>{t('opens_new_tab')}</span>
                </OpenedLink>
              </Opened>
            ) : null}
          </div>
          <SubmitButton busyLabel={t('enquiry_submit')}>{t('enquiry_submit')}</SubmitButton>
        </FormRoot>
      </Formik>
    </Panel>
  );
}
