/**
 * Maintenance "Close": try to close the tab. Browsers only let scripts close windows
 * that scripts opened, so `close()` is usually ignored for a tab the user opened; we then leave the
 * site by navigating to about:blank (a page with no content of ours and no requests).
 */
export function exitWebsite(win: Pick<Window, 'close' | 'location'> = window): void {
  win.close();
  win.location.assign('about:blank');
}
