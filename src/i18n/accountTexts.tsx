// The texts of the sign-in, account, cart, checkout and orders pages (src/i18n/account) reach the
// browser in a chunk of their own, fetched with those pages' screens: no first view of the shop
// shows them, so its translations chunk leaves them out. They are added to the page's
// translations before the screen renders.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import ar from './account/ar.json';
import en from './account/en.json';
import { addTextBundle } from './textBundle';

/** `Screen`, rendered once the account texts are in the page's translations. */
export function withAccountTexts<Props extends object>(
  Screen: ComponentType<Props>,
): ComponentType<Props> {
  function WithAccountTexts(props: Props) {
    addTextBundle(useTranslation().i18n, { ar, en });
    return <Screen {...props} />;
  }
  return WithAccountTexts;
}
