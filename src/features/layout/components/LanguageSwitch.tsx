import { useTranslation } from 'react-i18next';
import { getWebStorage } from '../../../shared/lib/storage';
import { otherLanguage, switchLanguage } from '../../../shared/lib/language';
import { useBrowserActions } from '../../../shared/hooks/browserActions';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { SwitchButton } from './LanguageSwitch.styles';

/**
 * CONTRACT: a button named `English` while the page is Arabic and `العربية` while it is English.
 * SPEC §4 Language: store the choice, clear every `cache_*` entry, set `<html lang dir>`, reload.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { reload } = useBrowserActions();
  const next = otherLanguage(useLanguage());

  return (
    <SwitchButton
      type="button"
      lang={next}
      onClick={() =>
        switchLanguage(next, { storage: getWebStorage('session'), doc: document, reload })
      }
    >
      {t('language_switch_label')}
    </SwitchButton>
  );
}
