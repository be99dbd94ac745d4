import { makePersistor, makeStore } from '../../src/app/store';
import { rehydrated } from '../support/persistence';

const user = {
  id: 4,
  firstName: 'منى',
  familyName: 'سالم',
  email: 'mona@example.com',
  phoneNumber: '01012345678',
  address: null,
  cityId: null,
};

function stored(parts: Record<string, string>) {
  return JSON.stringify({ _persist: JSON.stringify({ version: 1, rehydrated: true }), ...parts });
}

async function start() {
  const store = makeStore();
  const persistor = makePersistor(store);
  await rehydrated(persistor);
  // redux-persist writes on an interval after rehydrating; flush() writes what is pending now,
  // so the assertions never depend on how busy the machine is.
  await persistor.flush();
  return store;
}

const persistedAuth = () =>
  JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>;

describe('stored session on start (persist:auth)', () => {
  it('restores a readable session', async () => {
    localStorage.setItem(
      'persist:auth',
      stored({
        token: JSON.stringify('tok'),
        user: JSON.stringify(user),
        isAuthenticated: 'true',
      }),
    );
    const store = await start();
    expect(store.getState().auth).toMatchObject({ token: 'tok', user, isAuthenticated: true });
  });

  it('clears the session when the stored user cannot be parsed', async () => {
    localStorage.setItem(
      'persist:auth',
      stored({ token: JSON.stringify('tok'), user: '{"id":4,"firstN', isAuthenticated: 'true' }),
    );
    const store = await start();
    expect(store.getState().auth).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
    });
    expect(persistedAuth()).toMatchObject({ token: 'null', user: 'null' });
  });

  it('clears the session when the stored user is not a user', async () => {
    localStorage.setItem(
      'persist:auth',
      stored({ token: JSON.stringify('tok'), user: JSON.stringify({ name: 'x' }) }),
    );
    const store = await start();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(persistedAuth().token).toBe('null');
  });

  it('starts logged out when the whole entry is garbage', async () => {
    localStorage.setItem('persist:auth', 'not json at all');
    const store = await start();
    expect(store.getState().auth).toMatchObject({ token: null, isAuthenticated: false });
    expect(persistedAuth().token).toBe('null');
  });
});
