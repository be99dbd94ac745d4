import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths';
import { BrandLink, HeaderBar, HeaderInner, Main, SkipLink } from './SiteShell.styles';
import { LanguageSwitch } from './LanguageSwitch';

const MAIN_ID = 'main-content';

/** Page frame: a slim header (brand, language switch) and the routed screen. */
export function SiteShell() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{t('skip_to_content')}</SkipLink>
      <HeaderBar>
        <HeaderInner>
          <BrandLink as={Link} to={paths.home()}>
            {t('brand_name')}
          </BrandLink>
          <LanguageSwitch />
        </HeaderInner>
      </HeaderBar>
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
