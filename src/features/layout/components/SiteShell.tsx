import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IslandFrame } from '../../../shared/ui/island/IslandFrame';
import { ChatButton } from './footer/ChatButton';
import { Header } from './header/Header';
import { ShellControls } from './ShellControls';
import { Main, SkipLink } from './SiteShell.styles';

const MAIN_ID = 'main-content';

// Below the fold: its code (links, badges, icons) comes after the first view in a chunk of its
// own (the first view's size budget).
const Footer = lazy(() =>
  import(/* webpackChunkName: "footer" */ './footer/Footer').then(({ Footer: footer }) => ({
    default: footer,
  })),
);

/**
 * Page frame: header, the routed screen, footer, the floating chat button and, on
 * phones, the bottom bar and the side menu it shares with the header. (Home's phone splash is
 * written by the server with the page: splash/splashMarkup.ts.) The header and the phone's
 * controls are islands: on a server-rendered page they run on their own, the footer and the chat
 * link stay plain HTML (src/islands).
 */
export function SiteShell() {
  const { t } = useTranslation();

  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{t('skip_to_content')}</SkipLink>
      <IslandFrame name="header">
        <Header />
      </IslandFrame>
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ChatButton />
      <IslandFrame name="shell-controls">
        <ShellControls />
      </IslandFrame>
    </>
  );
}
