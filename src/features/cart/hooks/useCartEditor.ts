// The cart page's edits. A plus/minus shows at once; after a short pause the change
// is sent (delete + re-add, cartApi.changeCartQuantity, itself optimistic), one call per line at a
// time, so a shopper tapping "+" five times makes one change, not five. Removal is sent at once.
// Continue-to-payment first sends what is still waiting and waits for what is under way (sync).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import {
  cartApi,
  currentUserId,
  useChangeCartQuantityMutation,
  useRemoveCartItemMutation,
} from '../../../api/cartApi';
import { lineKey, recount, type Cart, type CartItem } from '../../../entities/cart/model';
import { useCart } from '../../../entities/cart/useCart';
import { QUANTITY_MIN } from '../../../shared/rules/constants';

/** Quiet time after the last tap before a quantity change is sent. */
export const QUANTITY_SEND_DELAY_MS = 500;

export type CartErrorKey =
  'error_updating_quantity' | 'error_removing_product' | 'error_syncing_cart';

/**
 * `loaded`: the cart the screen has shown. The editor reads the cache itself as well: a parent's
 * prop may lag one store notification behind an optimistic patch (RTK batches them), and a render
 * in between would show the old quantity.
 */
export function useCartEditor(loaded: Cart) {
  const cart = useCart().data ?? loaded;
  const store = useStore();
  const [changeQuantity] = useChangeCartQuantityMutation();
  const [removeItem] = useRemoveCartItemMutation();
  const [edits, setEdits] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<CartErrorKey | null>(null);
  const [isSyncing, setIsSyncing] = useState(false);
  const editsRef = useRef(new Map<string, number>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const inflight = useRef(new Map<string, Promise<boolean>>());
  // Lines whose last change the server refused. Continue-to-payment must not go on as if they
  // were saved, whether they failed on its tap or a moment before it.
  const failed = useRef(new Set<string>());

  const setEdit = useCallback((key: string, quantity: number | null) => {
    if (quantity === null) editsRef.current.delete(key);
    else editsRef.current.set(key, quantity);
    setEdits(new Map(editsRef.current));
  }, []);

  const clearTimer = useCallback((key: string) => {
    const timer = timers.current.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(key);
  }, []);

  /** The line as the cached cart holds it now (its id changes with every quantity change). */
  const currentLine = useCallback(
    (key: string): CartItem | null => {
      const state = store.getState();
      const userId = currentUserId(state);
      if (userId === null) return null;
      const { data } = cartApi.endpoints.getCart.select(userId)(
        state as Parameters<ReturnType<typeof cartApi.endpoints.getCart.select>>[0],
      );
      return data?.items.find((item) => lineKey(item) === key) ?? null;
    },
    [store],
  );

  /** Runs `work` after whatever is under way for the same line; resolves true on success. */
  const queue = useCallback((key: string, work: () => Promise<boolean>): Promise<boolean> => {
    const run = (inflight.current.get(key) ?? Promise.resolve(true)).then(work, work);
    inflight.current.set(key, run);
    void run.finally(() => {
      if (inflight.current.get(key) === run) inflight.current.delete(key);
    });
    return run;
  }, []);

  const commit = useCallback(
    (key: string): Promise<boolean> => {
      clearTimer(key);
      return queue(key, async () => {
        const quantity = editsRef.current.get(key);
        if (quantity === undefined) return true;
        const line = currentLine(key);
        if (!line || line.quantity === quantity) {
          setEdit(key, null);
          return true;
        }
        // The optimistic patch is in the cached cart once the call is dispatched; only then does
        // the edit leave, so no render shows the old quantity in between.
        const request = changeQuantity({ line, quantity });
        setEdit(key, null);
        try {
          await request.unwrap();
          failed.current.delete(key);
          return true;
        } catch {
          failed.current.add(key);
          setError('error_updating_quantity');
          return false;
        }
      });
    },
    [changeQuantity, clearTimer, currentLine, queue, setEdit],
  );

  /** Never below 1; and not above the available pieces when the product says. */
  const setQuantity = useCallback(
    (line: CartItem, wanted: number, max: number | null) => {
      const key = lineKey(line);
      const upper = max !== null && max >= QUANTITY_MIN ? max : Number.MAX_SAFE_INTEGER;
      const quantity = Math.min(Math.max(Math.trunc(wanted), QUANTITY_MIN), upper);
      if (!Number.isFinite(quantity)) return;
      setEdit(key, quantity);
      clearTimer(key);
      timers.current.set(
        key,
        setTimeout(() => void commit(key), QUANTITY_SEND_DELAY_MS),
      );
    },
    [clearTimer, commit, setEdit],
  );

  const remove = useCallback(
    (line: CartItem): Promise<boolean> => {
      const key = lineKey(line);
      clearTimer(key);
      setEdit(key, null);
      // Gone from the page on the tap; the cached cart follows as the call starts (optimistic),
      // and a failed removal brings the line back with the refetched cart.
      setRemoving((keys) => new Set(keys).add(key));
      const settled = () =>
        setRemoving((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      return queue(key, async () => {
        const current = currentLine(key);
        if (!current) return true;
        try {
          await removeItem({ itemId: current.id }).unwrap();
          failed.current.delete(key);
          return true;
        } catch {
          failed.current.add(key);
          setError('error_removing_product');
          return false;
        }
      }).finally(settled);
    },
    [clearTimer, currentLine, queue, removeItem, setEdit],
  );

  /** Sends every waiting change and waits for all under way; true when the server has them all. */
  const sync = useCallback(async (): Promise<boolean> => {
    setIsSyncing(true);
    try {
      const sent = [...editsRef.current.keys()].map((key) => commit(key));
      const results = await Promise.all([...sent, ...inflight.current.values()]);
      const ok = results.every(Boolean) && failed.current.size === 0;
      // Reported once: the shown cart is the server's now, so a second tap goes on.
      failed.current.clear();
      if (!ok) setError('error_syncing_cart');
      return ok;
    } finally {
      setIsSyncing(false);
    }
  }, [commit]);

  // Leaving the page (a header link) must not lose a change still waiting for its pause.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const key of [...pending.keys()]) void commit(key);
    };
  }, [commit]);

  const lines = useMemo(
    () =>
      cart.items
        .filter((item) => !removing.has(lineKey(item)))
        .map((item) => {
          const quantity = edits.get(lineKey(item));
          return quantity === undefined ? item : { ...item, quantity };
        }),
    [cart.items, edits, removing],
  );
  // The server's totals while nothing waits; counted here while a change is still on its way.
  const shown =
    lines === cart.items || (edits.size === 0 && removing.size === 0) ? cart : recount(lines);

  return {
    cart: shown,
    lines,
    setQuantity,
    remove,
    sync,
    isSyncing,
    error,
    dismissError: () => setError(null),
  };
}
