/**
 * Leaves the shop for another site's page (a card gateway's checkout): a full navigation, so the
 * shop's page and its state are gone. Its own module so tests can stand in for the navigation.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
