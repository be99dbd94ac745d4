// A product page the server rendered as 'Product not found' (its lookup answered 404) is hydrated
// with that failed lookup in the store. RTK Query asks again for a failed query when a component
// subscribes; meanwhile the page must keep saying not found, not flash the loading bones.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catalogApi } from '../../src/api/catalogApi';
import { makeStore } from '../../src/app/store';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import { homeHandlers, productHandlers } from '../support/mswHandlers';

// The first render compiles the lazy screen's modules; give it more than the default second.

function serve() {
  server.use(...productHandlers({ products: [] }), ...homeHandlers());
}

it('keeps saying Product not found while a failed lookup is asked again (a hydrated server page)', async () => {
  serve();
  sessionStorage.setItem('language', 'en');
  // The store as a server render hands it over: the lookup of these slugs answered 404.
  const store = makeStore();
  const slugs = { categorySlug: 'cups', productSlug: 'no-such-cup' };
  await store.dispatch(
    catalogApi.endpoints.getProductBySlugs.initiate(slugs, { subscribe: false }),
  );
  expect(catalogApi.endpoints.getProductBySlugs.select(slugs)(store.getState()).isError).toBe(true);
  // RTK Query asks again for a failed query once the screen subscribes: held here.
  let asked = 0;
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get(apiUrl('/product-lookup'), async () => {
      asked += 1;
      await held;
      return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
  );
  await renderApp('/cups/no-such-cup', { language: 'en', store });
  expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await waitFor(() => expect(asked).toBe(1));
  // While that answer is outstanding the page is unchanged: no bones in its place.
  expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  answer();
  await waitFor(() =>
    expect(catalogApi.endpoints.getProductBySlugs.select(slugs)(store.getState()).isError).toBe(
      true,
    ),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
});
