// Server-rendered pages load the app after their first view has painted (issue 8 item 10).
// server/ssr/pageRender.ts takes the page's deferred script tags out and lists them on this
// script's data-scripts. They are requested and run once the page's priority pictures (LCP
// candidates, fetchpriority="high") have loaded, are decoded and have been painted, or after 3 s
// at the latest: the pictures have the connection to themselves, the shopper sees the page before
// the phone spends its CPU on hydration, and links work meanwhile as ordinary links. Same-origin
// file: the CSP allows no inline script.
(() => {
  const me = document.currentScript;
  const sources = (me?.dataset.scripts ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      // Dynamically inserted scripts run as they arrive unless async is off: keep their order.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  // Two frames: the picture, decoded, is on the screen before anything else runs.
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  setTimeout(start, 3000);
  // The page came in another language than the shopper's (CONTRACT: session storage `language`;
  // the server renders Arabic until the language cookie says otherwise): the app renders it
  // afresh, so there is nothing to wait for.
  let stored = null;
  try {
    stored = sessionStorage.getItem('language');
  } catch {
    // Storage blocked: the app reads the default language too.
  }
  if (stored !== null && stored !== document.documentElement.lang) {
    start();
    return;
  }
  // Every priority picture of the first view (the banner, the first product card): any may be the
  // largest element.
  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')];
  const shown = (picture) =>
    (picture.complete
      ? Promise.resolve()
      : new Promise((resolve) => {
          picture.addEventListener('load', resolve, { once: true });
          picture.addEventListener('error', resolve, { once: true });
        })
    )
      .then(() => picture.decode())
      .catch(() => undefined);
  void Promise.all(pictures.map(shown)).then(afterPaint);
})();
