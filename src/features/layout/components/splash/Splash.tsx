import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getWebStorage } from '../../../../shared/lib/storage';
import { BREAKPOINTS, STORAGE_KEYS } from '../../../../shared/rules/constants';
import { Logo, Screen, Tagline } from './Splash.styles';

type Phase = 'off' | 'mounted' | 'shown' | 'leaving';

/** SPEC §2 "/": fades in after 0.1 s, fades out at 2.5 s, hidden 0.5 s later. */
export const SPLASH_TIMING = { fadeInAt: 100, fadeOutAt: 2500, hiddenAfter: 500 } as const;

/**
 * SPEC §2 "/": on phones (768 px or less) a splash logo screen, once per browser session
 * (session storage `hasVisited`, any stored value counts). Browser globals are read in the effect
 * only, so a server render shows nothing; the page keeps loading underneath.
 */
export function Splash() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('off');

  useEffect(() => {
    const storage = getWebStorage('session');
    const isPhone = window.matchMedia?.(`(max-width: ${BREAKPOINTS.mobile}px)`).matches ?? false;
    if (!isPhone || storage?.getItem(STORAGE_KEYS.hasVisited) != null) return undefined;
    try {
      storage?.setItem(STORAGE_KEYS.hasVisited, 'true');
    } catch {
      // Storage full or blocked: the splash may show again next time, nothing worse.
    }
    const timers = [
      setTimeout(() => setPhase('mounted'), 0),
      setTimeout(() => setPhase('shown'), SPLASH_TIMING.fadeInAt),
      setTimeout(() => setPhase('leaving'), SPLASH_TIMING.fadeOutAt),
      setTimeout(() => setPhase('off'), SPLASH_TIMING.fadeOutAt + SPLASH_TIMING.hiddenAfter),
    ];
    return () => timers.forEach(clearTimeout);
  }, []);

  if (phase === 'off') return null;
  return (
    // Decorative: screen readers go on reading the page that loads underneath.
    <Screen aria-hidden="true" data-testid="splash" $visible={phase === 'shown'}>
      <Logo>{t('brand_name')}</Logo>
      <Tagline>{t('home_page_title')}</Tagline>
    </Screen>
  );
}
