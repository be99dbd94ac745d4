import type { User } from '../../api/transforms/user';
import {
  authReducer,
  initialAuthState,
  loggedIn,
  loggedOut,
  reconcileStoredAuth,
  userUpdated,
} from './authSlice';

const user: User = {
  id: 4,
  firstName: 'منى',
  familyName: 'سالم',
  email: 'mona@example.com',
  phoneNumber: '01012345678',
  address: null,
  cityId: 2,
};

describe('authSlice (SPEC §4 Auth)', () => {
  it('logs in, updates the user locally and logs out', () => {
    let state = authReducer(undefined, loggedIn({ token: 'tok', user }));
    expect(state).toEqual({ token: 'tok', user, isAuthenticated: true });
    state = authReducer(state, userUpdated({ firstName: 'Mona' }));
    expect(state.user).toEqual({ ...user, firstName: 'Mona' });
    expect(authReducer(state, loggedOut())).toEqual(initialAuthState);
  });

  it('ignores a user update while logged out', () => {
    expect(authReducer(undefined, userUpdated({ firstName: 'x' }))).toEqual(initialAuthState);
  });
});

describe('reconcileStoredAuth (SPEC §4: an unreadable stored user clears the session)', () => {
  it('keeps a whole stored session', () => {
    expect(reconcileStoredAuth({ token: 'tok', user, isAuthenticated: true })).toEqual({
      token: 'tok',
      user,
      isAuthenticated: true,
    });
  });

  it.each([
    ['missing user', { token: 'tok' }],
    ['damaged user', { token: 'tok', user: { id: '4', name: 'x' } }],
    ['user without token', { token: null, user }],
    ['empty token', { token: '', user }],
    ['nothing', undefined],
  ])('clears the session for a %s', (_label, stored) => {
    expect(reconcileStoredAuth(stored)).toEqual(initialAuthState);
  });
});
