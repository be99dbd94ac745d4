import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../hooks/useModalDialog';
import { CloseIcon } from '../icons/Icons';
import { FullScreen, PanelHeader, PanelTitle, SearchArea } from './Drawer.styles';
import { IconButton } from './Header.styles';
import { SearchBox } from './SearchBox';

/** The header's full-screen mobile search: the same combobox, suggestions in the flow. */
export function MobileSearch({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useModalDialog(true, onClose, inputRef);

  return createPortal(
    <FullScreen ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <PanelHeader>
        <PanelTitle id={titleId}>{t('search_label')}</PanelTitle>
        <IconButton type="button" aria-label={t('search_close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </PanelHeader>
      <SearchArea>
        <SearchBox variant="inline" inputRef={inputRef} onDone={onClose} />
      </SearchArea>
    </FullScreen>,
    document.body,
  );
}
