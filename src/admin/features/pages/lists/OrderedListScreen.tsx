import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../../api/errors';
import { Button } from '../../../../shared/ui/Button';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { notify } from '../../../../shared/ui/toast/notify';
import {
  useContentListQuery,
  useDeleteContentEntryMutation,
  type ContentListEntries,
  type ContentListName,
} from '../../../api/contentListsApi';
import { Intro, Toolbar } from '../../../ui/Blocks.styles';
import { Panel } from '../../../ui/Panel';
import { adminPaths } from '../../../ui/paths';
import { OrderedListStates } from '../../../ui/OrderedListStates';
import { BackLink, EditRow } from './ListRow.styles';
import { ListRow } from './ListRow';
import { useListMoves } from './useListMoves';

/** A list's own words, translated by its screen. */
export interface ListTexts {
  title: string;
  intro: string;
  add: string;
  empty: string;
  listLabel: string;
}

/** The add or edit form a screen gives: closes itself through onDone / onCancel. */
export interface EntryFormSlot<E> {
  entry?: E;
  onDone: () => void;
  onCancel: () => void;
}

export interface OrderedListScreenProps<L extends ContentListName> {
  list: L;
  texts: ListTexts;
  nameOf: (entry: ContentListEntries[L]) => string;
  /** What a row shows of an entry. */
  renderSummary: (entry: ContentListEntries[L]) => ReactNode;
  /** The add and edit form. */
  Form: ComponentType<EntryFormSlot<ContentListEntries[L]>>;
}

/**
 * One of the owner's ordered lists (FAQ, team, catalogs, videos): the entries in the shop's
 * order with Move up / Move down, inline editing, deleting after a question, and a form to add
 * one (last in the list). Moves and outcomes are said in live regions.
 */
export function OrderedListScreen<L extends ContentListName>({
  list,
  texts,
  nameOf,
  renderSummary,
  Form,
}: OrderedListScreenProps<L>) {
  const { t } = useTranslation();
  const query = useContentListQuery(list);
  // The query answers the entries of the list it was asked for.
  const entries = useMemo(() => (query.data ?? []) as ContentListEntries[L][], [query.data]);
  const moves = useListMoves(list, entries, nameOf, query.isFetching);
  const [remove] = useDeleteContentEntryMutation();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContentListEntries[L] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const removedId = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { requestFocus } = moves;

  // Once a deleted entry has left the list, the focus goes to the add button (its row is gone).
  useEffect(() => {
    const gone = removedId.current;
    if (gone !== null && !entries.some((entry) => entry.id === gone)) {
      removedId.current = null;
      addButton.current?.focus();
    }
  }, [entries]);

  const closeNew = () => {
    setAdding(false);
    addButton.current?.focus();
  };
  const closeEdit = (id: number) => {
    setEditingId(null);
    requestFocus({ id, target: 'edit' });
  };
  const confirmDelete = async (entry: ContentListEntries[L]) => {
    setDeleting(null);
    try {
      await remove({ list, id: entry.id }).unwrap();
      removedId.current = entry.id;
      notify.success(t('admin_lists_deleted', { name: nameOf(entry) }));
    } catch (error) {
      setProblem(toErrorMessage(error, t, 'admin_lists_delete_failed'));
    }
  };

  return (
    <Panel title={texts.title}>
      <BackLink to={adminPaths.pages}>{t('admin_lists_back')}</BackLink>
      <Intro>{texts.intro}</Intro>
      <Toolbar>
        <Button
          ref={addButton}
          type="button"
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {texts.add}
        </Button>
      </Toolbar>
      {adding ? <Form onDone={closeNew} onCancel={closeNew} /> : null}
      <OrderedListStates
        steps={moves}
        problem={problem}
        onDismissProblem={() => setProblem(null)}
        query={query}
        loadingText={t('admin_lists_loading')}
        emptyText={texts.empty}
        count={entries.length}
        label={texts.listLabel}
      >
        {entries.map((entry, index) =>
          editingId === entry.id ? (
            <EditRow key={entry.id}>
              <Form
                entry={entry}
                onDone={() => closeEdit(entry.id)}
                onCancel={() => closeEdit(entry.id)}
              />
            </EditRow>
          ) : (
            <ListRow
              key={entry.id}
              id={entry.id}
              index={index}
              count={entries.length}
              name={nameOf(entry)}
              busy={moves.busy}
              focusRequest={moves.focusRequest}
              onFocusDone={moves.focusDone}
              onStep={moves.step}
              onEdit={setEditingId}
              onDelete={() => setDeleting(entry)}
            >
              {renderSummary(entry)}
            </ListRow>
          ),
        )}
      </OrderedListStates>
      {deleting ? (
        <ConfirmDialog
          title={t('admin_lists_delete_confirm', { name: nameOf(deleting) })}
          message={t('admin_lists_delete_message')}
          confirmLabel={t('admin_lists_delete')}
          cancelLabel={t('admin_lists_keep')}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Panel>
  );
}
