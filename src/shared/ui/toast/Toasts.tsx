import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseButtonProps } from 'react-toastify';
import { loadedToastModule, subscribeToastModule } from './notify';
import { Region } from './Toasts.styles';

/** Toasts: 5000 ms, top-right. */
const AUTO_CLOSE_MS = 5000;

function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={t('close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

const noModule = () => null;

/**
 * The one toast mount point (inside the app providers). Renders nothing until the first notify()
 * has loaded react-toastify (never on the server), then its container in the page's direction.
 */
export function Toasts() {
  const { t, i18n } = useTranslation();
  const module = useSyncExternalStore(subscribeToastModule, loadedToastModule, noModule);
  if (!module) return null;
  const { ToastContainer } = module;
  return (
    <Region>
      <ToastContainer
        position="top-right"
        autoClose={AUTO_CLOSE_MS}
        rtl={i18n.dir() === 'rtl'}
        closeButton={CloseButton}
        aria-label={t('notifications')}
        newestOnTop
      />
    </Region>
  );
}
