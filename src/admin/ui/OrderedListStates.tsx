import { useId, type ComponentType, type ReactNode } from 'react';
import { FormBanner } from '../../shared/ui/form';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { List as RowList } from './RowList.styles';
import { LoadFailed } from './LoadFailed';

interface ListQuery {
  isError: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

interface ListElementProps {
  'aria-labelledby': string;
  'aria-busy'?: boolean;
  children: ReactNode;
}

/** The list's name: its own hidden text, or the id of a heading that already says it. */
type ListName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/** What the list's moves tell (useOrderSteps gives it). */
interface ListSteps {
  failure: string | null;
  dismissFailure: () => void;
  /** Where the last move put a row. */
  announcement: string;
  /** A move is being saved or the list reloads. */
  busy: boolean;
}

export type OrderedListStatesProps = ListName & {
  steps: ListSteps;
  /** A row's own failure (saving or deleting it): shown before a refused move's, until closed. */
  problem: string | null;
  onDismissProblem: () => void;
  query: ListQuery;
  loadingText: string;
  emptyText: string;
  /** How many rows there are: none shows the empty text. */
  count: number;
  /** The list element, when the rows want other spacing than the shared list. */
  List?: ComponentType<ListElementProps>;
  /** The rows. */
  children: ReactNode;
};

/**
 * An ordered list's states, between its toolbar and whatever follows: the failure banner, the
 * live region that says each move (kept in the page, as an inserted one is not read out
 * reliably), then the failed first load with Retry, the loading line, the empty text, or the
 * list, marked busy while a move is saved or the list reloads (assistive technology then waits
 * for the new order before reading the rows).
 */
export function OrderedListStates({
  steps,
  problem,
  onDismissProblem,
  query,
  loadingText,
  emptyText,
  count,
  label,
  labelledBy,
  List = RowList,
  children,
}: OrderedListStatesProps) {
  const labelId = useId();

  return (
    <>
      <FormBanner
        message={problem ?? steps.failure}
        onDismiss={() => {
          onDismissProblem();
          steps.dismissFailure();
        }}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {steps.announcement}
      </VisuallyHidden>
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <p role="status">{loadingText}</p>
      ) : count === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <>
          {label === undefined ? null : <VisuallyHidden id={labelId}>{label}</VisuallyHidden>}
          <List aria-labelledby={labelledBy ?? labelId} aria-busy={steps.busy || undefined}>
            {children}
          </List>
        </>
      )}
    </>
  );
}
