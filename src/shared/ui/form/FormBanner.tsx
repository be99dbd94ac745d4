import { useTranslation } from 'react-i18next';
import { Banner, BannerText, DismissButton, type BannerTone } from './FormBanner.styles';

export interface FormBannerProps {
  /** Nothing is rendered while null or empty. */
  message: string | null | undefined;
  onDismiss?: () => void;
  tone?: BannerTone;
  /**
   * false when the banner sits inside a live region the screen keeps in the page (an inserted
   * status is not read out reliably; an inserted alert is).
   */
  announce?: boolean;
}

/**
 * A form-level message above the fields (server or connection error, shown as a toast and a
 * banner): an alert for errors (read out at once), a status otherwise; dismissible.
 */
export function FormBanner({
  message,
  onDismiss,
  tone = 'error',
  announce = true,
}: FormBannerProps) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Banner role={announce ? (tone === 'error' ? 'alert' : 'status') : undefined} $tone={tone}>
      <BannerText>{message}</BannerText>
      {onDismiss ? (
        <DismissButton type="button" onClick={onDismiss} aria-label={t('close')}>
          <span aria-hidden="true">{'×'}</span>
        </DismissButton>
      ) : null}
    </Banner>
  );
}
