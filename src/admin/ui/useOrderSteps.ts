import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../api/errors';
import { movedTo } from './movedTo';

export type Towards = 'up' | 'down';

/**
 * The button of a row that should hold the focus next: after a move the row re-renders
 * elsewhere, so the button pressed is asked for again by the row's id. A list whose rows have
 * more buttons to give the focus back to (Edit once its form closed) names them in `Extra`.
 */
export interface FocusRequest<Extra extends string = never> {
  id: number;
  target: Towards | Extra;
}

/** Where a moved row went, counted from 1, for the live message. */
export interface MovePlace {
  from: number;
  position: number;
  total: number;
}

export interface OrderStepsOptions<E> {
  /** The rows in their current order. */
  items: readonly E[];
  /** The list is reloading: moves wait for the order it brings. */
  listFetching: boolean;
  /** Sends the whole new order (a mutation's trigger: its result unwraps to the answer). */
  save: (ids: number[]) => { unwrap: () => Promise<unknown> };
  /** A save is under way. */
  saving: boolean;
  /** The live message that says where the row went. */
  announce: (moved: E, place: MovePlace) => string;
  /** The translation key of the failure when the answer brings no message of its own. */
  failureKey: string;
}

/**
 * A list's order changed one move at a time (Move up / Move down, or a row dropped elsewhere).
 * Each move sends the whole new order and says where the row went in a live message; while one
 * is saved (or the list reloads) further moves wait, so answers cannot arrive out of order. A
 * refused move takes its message back and shows the failure instead.
 */
export function useOrderSteps<E extends { id: number }, Extra extends string = never>({
  items,
  listFetching,
  save,
  saving,
  announce,
  failureKey,
}: OrderStepsOptions<E>) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest<Extra> | null>(null);
  const busy = saving || listFetching;

  // `towards` names the button that asked for the move: it keeps the focus (a drop asks none).
  const move = useCallback(
    (id: number, to: number, towards?: Towards) => {
      const from = items.findIndex((item) => item.id === id);
      const moved = items[from];
      if (busy || !moved || from === to || to < 0 || to >= items.length) return;
      const ids = movedTo(
        items.map((item) => item.id),
        id,
        to,
      );
      if (towards) setFocusRequest({ id, target: towards });
      setFailure(null);
      setAnnouncement(announce(moved, { from: from + 1, position: to + 1, total: ids.length }));
      save(ids)
        .unwrap()
        .catch((error: unknown) => {
          setAnnouncement('');
          setFailure(toErrorMessage(error, t, failureKey));
        });
    },
    [announce, busy, failureKey, items, save, t],
  );

  const step = useCallback(
    (id: number, towards: Towards) => {
      const from = items.findIndex((item) => item.id === id);
      move(id, towards === 'up' ? from - 1 : from + 1, towards);
    },
    [items, move],
  );

  return {
    busy,
    move,
    step,
    announcement,
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
    focusRequest,
    requestFocus: setFocusRequest,
    focusDone: useCallback(() => setFocusRequest(null), []),
  };
}
