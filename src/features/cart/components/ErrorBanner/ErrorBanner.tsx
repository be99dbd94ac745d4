import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions, Banner, CloseButton, Text } from './ErrorBanner.styles';

interface ErrorBannerProps {
  message: string;
  /** Dismissible (the cart's errors, error_loading_cart … error_syncing_cart, can be dismissed). */
  onDismiss?: () => void;
  /** E.g. a retry button. */
  action?: ReactNode;
}

/** An alert above the cart or checkout: read out when it appears, closed with its button. */
export function ErrorBanner({ message, onDismiss, action }: ErrorBannerProps) {
  const { t } = useTranslation();
  return (
    <Banner role="alert">
      <Text>{message}</Text>
      <Actions>
        {action}
        {onDismiss && (
          <CloseButton type="button" aria-label={t('close')} onClick={onDismiss}>
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor">
              <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        )}
      </Actions>
    </Banner>
  );
}
