// After login or registration the shopper is back where a login-required action
// or page sent them (RequireAuth, the product buttons), and that action is done for them.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { cartApi, currentUserId } from '../../../api/cartApi';
import { toErrorMessage } from '../../../api/errors';
import { favouritesApi } from '../../../api/favouritesApi';
import {
  readReturnTo,
  readReturnToSearch,
  type SignInIntent,
} from '../../../entities/session/returnTo';
import { paths } from '../../../shared/lib/paths';
import { notify } from '../../../shared/ui/toast/notify';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Translate = (key: string) => string;

async function addToCart(
  dispatch: Dispatch,
  t: Translate,
  intent: SignInIntent & { kind: 'cart' },
) {
  try {
    const { message } = await dispatch(
      cartApi.endpoints.addToCart.initiate({
        productId: intent.productId,
        quantity: intent.quantity,
        colorId: intent.colorId,
      }),
    ).unwrap();
    notify.success(message ?? t('added_to_cart_success'));
  } catch (error) {
    notify.error(toErrorMessage(error, t, 'error_adding_to_cart'));
  }
}

/** Favourites the product unless this account already has it (a toggle would remove it). */
async function addFavourite(dispatch: Dispatch, t: Translate, userId: number, productId: number) {
  const list = dispatch(favouritesApi.endpoints.getFavourites.initiate(userId));
  try {
    const ids = await list.unwrap();
    if (ids.includes(productId)) {
      notify.success(t('add_to_favorites'));
      return;
    }
    const { isAdded, message } = await dispatch(
      favouritesApi.endpoints.toggleFavourite.initiate(productId),
    ).unwrap();
    notify.success(message ?? t(isAdded ? 'add_to_favorites' : 'remove_from_favorites'));
  } catch (error) {
    notify.error(toErrorMessage(error, t, 'error_updating_wishlist'));
  } finally {
    list.unsubscribe();
  }
}

export function useReturnAfterSignIn() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  // From the history entry (an in-app navigation), else from the address (a link followed
  // before the page's scripts ran, or without them).
  const returnTo = readReturnTo(location.state) ?? readReturnToSearch(location.search);
  const userId = useSelector(currentUserId);
  const finishing = useRef(false);

  /**
   * Back to where the shopper came from (else home), then the action they had asked for; once,
   * whichever of the sign-in and the effect below comes first.
   */
  const finish = useCallback(
    async (userId: number) => {
      if (finishing.current) return;
      finishing.current = true;
      const target = returnTo ? returnTo.from : paths.home();
      await navigate(target, { replace: true });
      const intent = returnTo?.intent;
      if (intent?.kind === 'cart') await addToCart(dispatch, t, intent);
      if (intent?.kind === 'favourite') await addFavourite(dispatch, t, userId, intent.productId);
    },
    [dispatch, navigate, returnTo, t],
  );

  // A shopper already signed in who was sent here by a product button (tapped before the page had
  // read the session: it was still the visitor's link to /login) gets the action done and goes
  // back at once.
  const intent = returnTo?.intent !== undefined;
  useEffect(() => {
    if (intent && userId !== null) void finish(userId);
  }, [finish, intent, userId]);

  /** The state to pass on to /register or back to /login: the way back and the action go on. */
  const state: unknown = returnTo ?? location.state;
  return { returnTo, finish, state };
}
