import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../../../api/accountApi';
import { loggedOut } from '../../../entities/session/authSlice';
import { paths } from '../../../shared/lib/paths';

/**
 * Logout clears the session and goes to /. POST /logout (documented for API clients) revokes
 * the token first; whatever it answers (offline, already expired) the local session is cleared.
 */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  const logOut = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // The token may already be gone server-side; leaving locally is what the shopper asked for.
    }
    dispatch(loggedOut());
    await navigate(paths.home());
  }, [dispatch, logout, navigate]);

  return { logOut, isLoggingOut: isLoading };
}
