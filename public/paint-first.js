// Server-rendered pages load the app after their first view has painted.
// server/ssr/pageRender.ts takes the page's deferred script tags out and lists them, then the
// page's own chunks (screen, data, translations), on this script's data-scripts. They are
// fetched once the first paint is on the screen, and run once the page's priority pictures (LCP
// candidates, fetchpriority="high") have loaded, are decoded and have been painted too, or after
// 3 s at the latest: the first view has the connection to itself until it shows, the shopper sees
// the page before the phone spends its CPU on hydration, and links and forms work meanwhile as
// they do without scripts. Taps on the app's own buttons meanwhile are kept and replayed once the
// app has taken the page over (below). Same-origin file: the CSP allows no inline script.
(() => {
  const me = document.currentScript;
  const html = document.documentElement;

  // Home's phone splash (written with the page, see src/features/layout/components/splash/)
  // plays once per browser session: a session that has seen a page hides it at once, and this
  // page counts as seen, for the server (the session cookie zj_seen) and the app (`hasVisited`).
  try {
    if (sessionStorage.getItem('hasVisited') !== null) html.setAttribute('data-visited', '');
    sessionStorage.setItem('hasVisited', 'true');
  } catch {
    // Storage blocked: the cookie still tells the server.
  }
  document.cookie = 'zj_seen=1; path=/; SameSite=Lax';

  // A tap on a button of the app (add to cart, favourite, quantity, a picture that opens the
  // gallery, carousel arrows: buttons that do nothing without the app) before the app has taken
  // the page over (<html data-hydrated>) is kept, each button once, marked data-pending, and
  // replayed in order as soon as it has. Links and form submits are left alone: they work already.
  const root = document.getElementById('root');
  const APP_BUTTONS = 'button[type="button"], [role="button"]:not(a), [data-replay]';
  const interactive = () => html.hasAttribute('data-hydrated');
  const kept = [];
  const keep = (event) => {
    if (interactive() || !(event.target instanceof Element)) return;
    const button = event.target.closest(APP_BUTTONS);
    if (!button || !root || !root.contains(button) || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (kept.includes(button)) return;
    kept.push(button);
    button.setAttribute('data-pending', '');
  };
  document.addEventListener('click', keep, true);
  const replay = () => {
    if (!interactive()) return;
    watch.disconnect();
    document.removeEventListener('click', keep, true);
    for (const button of kept.splice(0)) {
      button.removeAttribute('data-pending');
      if (button.isConnected) button.click();
    }
  };
  const watch = new MutationObserver(replay);
  watch.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });

  const sources = (me?.dataset.scripts ?? '').split(' ').filter(Boolean);
  // Fetching is not running: once the first paint is on the screen the files download, beside the
  // priority pictures' last bytes, and they run only once those pictures have been painted too
  // (start, below). After the first paint the phone's link is what the app waits for.
  const fetchEarly = () => {
    for (const src of sources) {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', src);
      document.head.appendChild(link);
    }
  };
  // The page's first paint, once it is on the screen: a browser can run two frames' callbacks
  // before it shows the first one. Browsers without paint timing go by the frames alone.
  const firstPaint = new Promise((resolve) => {
    const painted = () =>
      performance
        .getEntriesByType('paint')
        .some((entry) => entry.name === 'first-contentful-paint');
    const timed = window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
    if (!timed || painted()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
  });
  void firstPaint.then(fetchEarly);
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
  void Promise.all([firstPaint, ...pictures.map(shown)]).then(afterPaint);
})();
