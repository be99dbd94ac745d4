import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localizedPath, otherLanguage, rememberLanguage } from '../../../shared/lib/language';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { SwitchLink } from './LanguageSwitch.styles';

/**
 * A plain link to this page in the other language, named `English` on an Arabic page and
 * `العربية` on an English one. It is a whole page load, not an in-app navigation: the page
 * arrives rendered in its language and the link works before the scripts run. A click also
 * stores the choice and drops the cached answers of the old language (the next page does the
 * same when the click came before the scripts).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const next = otherLanguage(useLanguage());

  return (
    <SwitchLink
      href={localizedPath(`${pathname}${search}${hash}`, next)}
      lang={next}
      hrefLang={next}
      onClick={() => rememberLanguage(next)}
    >
      {t('language_switch_label')}
    </SwitchLink>
  );
}
