// public/paint-first.js, the early script of server-rendered pages: it keeps taps on the app's
// buttons until the app has taken the page over and replays them then, and it decides whether
// home's phone splash may play.
import fs from 'node:fs';
import path from 'node:path';

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
