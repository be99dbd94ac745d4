// The pages a browser does not hydrate as a whole: served by the server, they run only their
// interactive parts, each on its own (boot.tsx), and the whole app takes over on the first
// navigation (takeOver in app/bootstrap.tsx). Every page a shop visit most often starts on: home, a category, a
// product. Other server-rendered pages are hydrated as a whole, as before.
export const ISLAND_PAGES: ReadonlySet<string> = new Set([
  'home',
  'category',
  'product',
  'product-by-id',
]);
