import { useTranslation } from 'react-i18next';
import { useGetCommonQuestionsQuery } from '../../../api/contentApi';
import { paths } from '../../../shared/lib/paths';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs';
import { Title } from '../components/ContentPage.styles';
import { Crumbs, Empty, Intro, Page } from '../components/faq/CommonQuestions.styles';
import { MoreHelp } from '../components/faq/MoreHelp';
import { QuestionList } from '../components/faq/QuestionList';
import { QuestionsSkeleton } from '../components/faq/QuestionsSkeleton';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

/**
 * /common-questions: the questions as an accordion (one open at a time), the localized
 * failure text with a retry, a friendly line when there are none, and the way to ask.
 */
export function CommonQuestionsScreen() {
  const { t } = useTranslation();
  const { data, isError, isLoading, refetch } = useGetCommonQuestionsQuery();

  let body;
  if (data) {
    body = data.length ? <QuestionList questions={data} /> : <Empty>{t('faq_empty')}</Empty>;
  } else if (isError) {
    body = <LoadFailed message={t('faq_load_failed')} onRetry={() => void refetch()} />;
  } else {
    body = <QuestionsSkeleton />;
  }

  return (
    <Page aria-busy={isLoading}>
      <Crumbs>
        <Breadcrumbs
          label={t('breadcrumb_label')}
          items={[
            { label: t('breadcrumb_home'), path: paths.home() },
            { label: t('common_questions_title') },
          ]}
        />
      </Crumbs>
      <Title>{t('common_questions_title')}</Title>
      <Intro>{t('faq_intro')}</Intro>
      {body}
      <MoreHelp />
    </Page>
  );
}
