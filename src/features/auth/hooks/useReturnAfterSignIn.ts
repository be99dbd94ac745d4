// After login or registration the shopper is back where a login-required action
// or page sent them (RequireAuth, the product buttons), and that action is done for them.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { cartApi } from '../../../api/cartApi';
import { toErrorMessage } from '../../../api/errors';
import { favouritesApi } from '../../../api/favouritesApi';
import { readReturnTo, type SignInIntent } from '../../../entities/session/returnTo';
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
  const returnTo = readReturnTo(location.state);

  /** Back to where the shopper came from (else home), then the action they had asked for. */
  const finish = useCallback(
    async (userId: number) => {
      const target = returnTo ? returnTo.from : paths.home();
      await navigate(target, { replace: true });
      const intent = returnTo?.intent;
      if (intent?.kind === 'cart') await addToCart(dispatch, t, intent);
      if (intent?.kind === 'favourite') await addFavourite(dispatch, t, userId, intent.productId);
    },
    [dispatch, navigate, returnTo, t],
  );

  return { returnTo, finish, state: location.state as unknown };
}
