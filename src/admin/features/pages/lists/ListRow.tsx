import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallButton } from '../../../ui/Blocks.styles';
import { Actions, Position } from '../../../ui/RowList.styles';
import { Row } from './ListRow.styles';
import type { FocusRequest } from '../../../ui/useOrderSteps';

export interface ListRowProps {
  id: number;
  index: number;
  count: number;
  /** How the buttons and messages name the entry. */
  name: string;
  /** A move is being saved: the move buttons wait (they keep the focus, so they are not disabled). */
  busy: boolean;
  focusRequest: FocusRequest<'edit'> | null;
  onFocusDone: () => void;
  onStep: (id: number, towards: 'up' | 'down') => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  /** The entry's summary. */
  children: ReactNode;
}

/** One entry in the list's order: its place, its summary and Move up / Move down / Edit / Delete. */
export function ListRow({
  id,
  index,
  count,
  name,
  busy,
  focusRequest,
  onFocusDone,
  onStep,
  onEdit,
  onDelete,
  children,
}: ListRowProps) {
  const { t } = useTranslation();
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);

  // After a move the row has a new place: the focus stays on the button pressed, or goes to the
  // other one when the row reached an end. A closed edit form gives it back to Edit.
  useEffect(() => {
    if (focusRequest?.id !== id) return;
    const { target } = focusRequest;
    const wanted = target === 'up' ? upRef.current : target === 'down' ? downRef.current : null;
    const other = target === 'up' ? downRef.current : upRef.current;
    if (target === 'edit') editRef.current?.focus();
    else (wanted && !wanted.disabled ? wanted : other)?.focus();
    onFocusDone();
  }, [focusRequest, id, index, onFocusDone]);

  return (
    <Row>
      <Position aria-hidden="true">{index + 1}</Position>
      {children}
      <Actions>
        <SmallButton
          ref={upRef}
          type="button"
          disabled={index === 0}
          aria-disabled={busy || undefined}
          aria-label={t('admin_lists_move_up_named', { name })}
          onClick={() => onStep(id, 'up')}
        >
          {t('admin_lists_move_up')}
        </SmallButton>
        <SmallButton
          ref={downRef}
          type="button"
          disabled={index === count - 1}
          aria-disabled={busy || undefined}
          aria-label={t('admin_lists_move_down_named', { name })}
          onClick={() => onStep(id, 'down')}
        >
          {t('admin_lists_move_down')}
        </SmallButton>
        <SmallButton
          ref={editRef}
          type="button"
          aria-label={t('admin_lists_edit_named', { name })}
          onClick={() => onEdit(id)}
        >
          {t('admin_lists_edit')}
        </SmallButton>
        <SmallButton
          type="button"
          aria-label={t('admin_lists_delete_named', { name })}
          onClick={() => onDelete(id)}
        >
          {t('admin_lists_delete')}
        </SmallButton>
      </Actions>
    </Row>
  );
}
