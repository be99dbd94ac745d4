import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type To } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { notify } from '../../../shared/ui/toast/notify';
import { returnToHere, signInSearch, type ReturnTo, type SignInIntent } from '../returnTo';

/** What a visitor's product button is: a link to /login that carries the action. */
export interface SignInLinkProps {
  to: To;
  state: ReturnTo;
  role: 'button';
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A login-required product button (add to cart, heart) as a visitor has it: a link to /login
 * whose address carries the way back and the action, so it works before its island runs and
 * without scripts; in the app it goes there with the same in its history state, after a toast
 * saying why (`reasonKey`). It keeps the button's role (it does what the button does, once signed
 * in), so Space presses it too.
 */
export function useSignInLink(intent: SignInIntent, reasonKey: string): SignInLinkProps {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = returnToHere(location, intent);
  return {
    to: { pathname: paths.login(), search: signInSearch(returnTo) },
    state: returnTo,
    role: 'button',
    onClick: () => notify.info(t(reasonKey)),
    onKeyDown: (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      event.currentTarget.click();
    },
  };
}
