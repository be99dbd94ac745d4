import { useTranslation } from 'react-i18next';
import { Title } from '../components/ContentPage.styles';

// PLACEHOLDER (issue 10 scaffolding): replaced by the screen of SPEC §2 /common-questions.
export function CommonQuestionsScreen() {
  const { t } = useTranslation();
  return <Title>{t('common_questions_title')}</Title>;
}
