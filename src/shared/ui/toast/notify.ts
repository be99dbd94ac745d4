// Toasts (5000 ms, top-right) without react-toastify in the first view: the library (and
// the styles it injects) is imported on the first notify() call; <Toasts /> mounts its container
// once it has arrived, and react-toastify shows the toasts queued before that.
import type * as ReactToastify from 'react-toastify';

type ToastModule = typeof ReactToastify;

let loading: Promise<ToastModule> | null = null;
let loaded: ToastModule | null = null;
const listeners = new Set<() => void>();

/** Starts (once) loading react-toastify; <Toasts /> re-renders when it has arrived. */
export function loadToastModule(): Promise<ToastModule> {
  loading ??= import(/* webpackChunkName: "toasts" */ 'react-toastify').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null; // A failed chunk load may succeed on the next toast.
      throw error;
    },
  );
  return loading;
}

export function subscribeToastModule(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadedToastModule(): ToastModule | null {
  return loaded;
}

function show(kind: 'success' | 'error' | 'info', text: string): void {
  loadToastModule().then(
    ({ toast }) => void toast[kind](text),
    () => undefined, // No toast library (offline): the message is lost, the action's state is not.
  );
}

/** Shows a translated text as a toast; safe to call from any handler, never during render. */
export const notify = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  error: (text: string) => show('error', text),
};
