// public/paint-first.js, the early script of server-rendered pages: it keeps taps on the app's
// buttons until the app has taken the page over and replays them then, and it decides whether
// home's phone splash may play.
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';

const SOURCE = fs.readFileSync(path.join(__dirname, '../../public/paint-first.js'), 'utf8');

function runScript() {
  // As the browser runs it: once, after the page is parsed (no scripts to load in this test).
  new Function(SOURCE)();
}

/** The attribute the app sets on <html> after its first commit (src/app/bootstrap.tsx). */
async function appTakesOver() {
  document.documentElement.setAttribute('data-hydrated', 'true');
  // MutationObserver callbacks run as a microtask.
  await Promise.resolve();
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-hydrated');
  document.documentElement.removeAttribute('data-visited');
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="add">Add to cart</button>
      <button type="button" id="fav">Favourite</button>
      <a href="#elsewhere" id="link">A link</a>
      <form id="search"><button type="submit" id="submit">Search</button></form>
    </div>
    <button type="button" id="outside">Not the app's</button>`;
  sessionStorage.clear();
});

it('keeps a tap on an app button until the app runs, then replays it once, in order', async () => {
  const clicks: string[] = [];
  const addButton = document.getElementById('add')!;
  const favButton = document.getElementById('fav')!;
  runScript();
  // What the app does once it runs: its handlers see only the replayed clicks.
  document.addEventListener('click', (event) => clicks.push((event.target as Element).id));

  favButton.click();
  addButton.click();
  addButton.click();
  expect(clicks).toEqual([]);
  expect(addButton).toHaveAttribute('data-pending');

  await appTakesOver();
  expect(clicks).toEqual(['fav', 'add']);
  expect(addButton).not.toHaveAttribute('data-pending');

  // From then on a tap is the app's own.
  addButton.click();
  expect(clicks).toEqual(['fav', 'add', 'add']);
});

it('leaves links, form submits and buttons outside the app alone', () => {
  const clicks: string[] = [];
  runScript();
  document.addEventListener('click', (event) => clicks.push((event.target as Element).id));
  document.getElementById('search')!.addEventListener('submit', (event) => event.preventDefault());
  for (const id of ['link', 'submit', 'outside']) document.getElementById(id)!.click();
  expect(clicks).toEqual(['link', 'submit', 'outside']);
});

it('lets the splash play on the session’s first page and marks the session as having seen one', () => {
  runScript();
  expect(document.documentElement).not.toHaveAttribute('data-visited');
  expect(sessionStorage.getItem('hasVisited')).toBe('true');
  expect(document.cookie).toContain('zj_seen=1');
});

it('hides the splash at once when the session has seen a page', () => {
  sessionStorage.setItem('hasVisited', 'true');
  runScript();
  expect(document.documentElement).toHaveAttribute('data-visited');
});

describe('loading the app', () => {
  type Observed = () => void;
  let paintObservers: Observed[];
  let painted: boolean;

  beforeEach(() => {
    paintObservers = [];
    painted = false;
    // Paint timing as Chromium has it: the first contentful paint is reported once it is shown.
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: Observed) {}
      observe() {
        paintObservers.push(this.callback);
      }
      disconnect() {
        paintObservers = paintObservers.filter((callback) => callback !== this.callback);
      }
    }
    Object.assign(window, { PerformanceObserver: PaintObserver });
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => (painted ? [{ name: 'first-contentful-paint' }] : []),
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    Reflect.deleteProperty(performance, 'getEntriesByType');
    Reflect.deleteProperty(document, 'currentScript');
    document.head.innerHTML = '';
  });

  const fetched = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
      link.getAttribute('href'),
    );
  const run = () =>
    [...document.head.querySelectorAll('script')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }));

  const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));
  const scripts = ['/runtime.js', '/framework.js', '/route-home.js'];
  const ranInOrder = scripts.map((src) => ({ src, async: false }));
  const showFirstPaint = () => {
    painted = true;
    for (const observed of paintObservers) observed();
  };

  /** The page: paint-first's script tag and a priority picture still downloading. */
  function renderPage() {
    const loader = document.createElement('script');
    loader.dataset.scripts = scripts.join(' ');
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => loader });
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    Object.defineProperty(picture, 'complete', { configurable: true, get: () => false });
    picture.decode = () => Promise.resolve();
    document.getElementById('root')!.append(picture);
    return picture;
  }

  it('fetches the scripts once the first paint is shown and runs them in order once the priority picture is painted too', async () => {
    const picture = renderPage();
    runScript();
    // Nothing is fetched while the page has not been shown: the first view has the link.
    await aWhile();
    expect(fetched()).toEqual([]);

    showFirstPaint();
    await waitFor(() => expect(fetched()).toEqual(scripts));
    // Fetched is not run: the picture is still downloading.
    await aWhile();
    expect(run()).toEqual([]);

    picture.dispatchEvent(new Event('load'));
    await waitFor(() => expect(run()).toEqual(ranInOrder));
  });

  it('runs nothing before the first paint is shown, even with the picture already there', async () => {
    const picture = renderPage();
    runScript();
    picture.dispatchEvent(new Event('load'));
    await aWhile();
    expect(run()).toEqual([]);

    showFirstPaint();
    await waitFor(() => expect(run()).toEqual(ranInOrder));
    expect(fetched()).toEqual(scripts);
  });
});
