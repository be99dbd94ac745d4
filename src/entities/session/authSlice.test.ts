import type { User } from '../../api/transforms/user';
import {
  authReducer,
  deviceForgotten,
  initialAuthState,
  loggedIn,
  loggedOut,
  reconcileStoredAuth,
  selectDeviceToken,
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

describe('authSlice', () => {
  it('logs in, updates the user locally and logs out', () => {
    let state = authReducer(undefined, loggedIn({ token: 'tok', user }));
    expect(state).toEqual({ token: 'tok', user, isAuthenticated: true, deviceTokens: {} });
    state = authReducer(state, userUpdated({ firstName: 'Mona' }));
    expect(state.user).toEqual({ ...user, firstName: 'Mona' });
    expect(authReducer(state, loggedOut())).toEqual(initialAuthState);
  });

  it('keeps the device token a login answered, across logout (and so a 401), per phone number', () => {
    let state = authReducer(undefined, loggedIn({ token: 'tok', user, deviceToken: 'dev-1' }));
    expect(state.deviceTokens).toEqual({ '01012345678': 'dev-1' });
    state = authReducer(state, loggedOut());
    expect(state).toEqual({ ...initialAuthState, deviceTokens: { '01012345678': 'dev-1' } });
    expect(selectDeviceToken({ auth: state }, ' 01012345678 ')).toBe('dev-1');
    expect(selectDeviceToken({ auth: state }, '01099990000')).toBeNull();
    // A login without a device token in its answer keeps the one held.
    state = authReducer(state, loggedIn({ token: 'tok2', user }));
    expect(state.deviceTokens).toEqual({ '01012345678': 'dev-1' });
  });

  it('moves the device token with a phone number change, and drops it on deviceForgotten', () => {
    let state = authReducer(undefined, loggedIn({ token: 'tok', user, deviceToken: 'dev-1' }));
    state = authReducer(state, userUpdated({ phoneNumber: '01111111111' }));
    expect(state.deviceTokens).toEqual({ '01111111111': 'dev-1' });
    state = authReducer(state, deviceForgotten('01111111111'));
    expect(state.deviceTokens).toEqual({});
  });

  it('ignores a user update while logged out', () => {
    expect(authReducer(undefined, userUpdated({ firstName: 'x' }))).toEqual(initialAuthState);
  });
});

describe('reconcileStoredAuth (an unreadable stored user clears the session)', () => {
  it('keeps a whole stored session', () => {
    expect(reconcileStoredAuth({ token: 'tok', user, isAuthenticated: true })).toEqual({
      token: 'tok',
      user,
      isAuthenticated: true,
      deviceTokens: {},
    });
  });

  it('keeps readable device tokens, with or without a session', () => {
    const deviceTokens = { '01012345678': 'dev-1', '0100': 5, '0101': '' };
    expect(reconcileStoredAuth({ token: 'tok', user, deviceTokens }).deviceTokens).toEqual({
      '01012345678': 'dev-1',
    });
    expect(reconcileStoredAuth({ token: null, deviceTokens })).toEqual({
      ...initialAuthState,
      deviceTokens: { '01012345678': 'dev-1' },
    });
    expect(reconcileStoredAuth({ deviceTokens: ['dev-1'] })).toEqual(initialAuthState);
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
