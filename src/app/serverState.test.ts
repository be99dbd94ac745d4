import { baseApi } from '../api/baseApi';
import {
  parseServerState,
  preloadedFromServer,
  serializeServerState,
  type ServerState,
} from './serverState';

const products = {
  ids: [7],
  entities: { 7: { id: 7, title: 'كوب </script><!-- & >' } },
} as unknown as ServerState['products'];

const state: ServerState = {
  language: 'ar',
  origin: 'https://zujaj.example',
  api: { queries: {}, provided: {} as ServerState['api']['provided'] },
  products,
};

describe('server state', () => {
  it('serializes without anything that could end its element or start markup', () => {
    const text = serializeServerState(state);
    expect(text).not.toMatch(/[<>&]/);
    expect(parseServerState(text)).toEqual(state);
  });

  it('reads nothing from a missing, broken or foreign element', () => {
    expect(parseServerState(null)).toBeNull();
    expect(parseServerState('{')).toBeNull();
    expect(parseServerState('{"language":"fr","api":{},"products":{}}')).toBeNull();
    expect(parseServerState('null')).toBeNull();
  });

  it("gives the store the server's queries inside a complete API state", () => {
    const preloaded = preloadedFromServer(state);
    const initial = baseApi.reducer(undefined, { type: 'init' });
    expect(preloaded.api).toEqual({ ...initial, queries: {}, provided: state.api.provided });
    expect(preloaded.products).toBe(products);
  });
});
