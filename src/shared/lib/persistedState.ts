// A redux-persist `getStoredState` that tolerates damaged storage: redux-persist's own reader
// throws on the first unparsable value and restores nothing, leaving the damage in place. Ours
// drops only the unreadable keys, so a reconciler can see what is missing and decide
// (an unreadable stored user clears the session).
import type { PersistedState } from 'redux-persist';

interface StoredStateConfig {
  key: string;
  keyPrefix?: string;
  storage: { getItem(key: string): Promise<string | null> | string | null };
}

function parse(serialized: unknown): unknown {
  if (typeof serialized !== 'string') return undefined;
  try {
    return JSON.parse(serialized) as unknown;
  } catch {
    return undefined;
  }
}

export async function readPersistedState(config: StoredStateConfig): Promise<PersistedState> {
  const serialized = await config.storage.getItem(`${config.keyPrefix ?? 'persist:'}${config.key}`);
  if (!serialized) return undefined;
  const outer = parse(serialized);
  if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return undefined;
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(outer)) {
    const inner = parse(value);
    if (inner !== undefined) state[key] = inner;
  }
  return state as PersistedState;
}
