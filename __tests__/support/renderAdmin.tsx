// Render helper for back-office screens, as src/admin/app/bootstrap.tsx starts the app: the full
// address decides the language (/admin Arabic, /en/admin English), the session comes from local
// storage, the back office's own texts, providers and routes in a memory router under the base.
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AdminProviders } from '../../src/admin/app/App';
import { createAdminRoutes } from '../../src/admin/app/router';
import { makeAdminStore, type AdminStore } from '../../src/admin/app/store';
import { ADMIN_AUTH_KEY } from '../../src/admin/api/adminAuthStorage';
import type { StaffMember } from '../../src/admin/api/session';
import { createAdminI18n } from '../../src/admin/i18n';
import ar from '../../src/admin/i18n/ar.json';
import en from '../../src/admin/i18n/en.json';
import { adminBase, adminLanguageOf } from '../../src/admin/ui/paths';
import { applyDocumentLanguage } from '../../src/shared/lib/language';

export const owner: StaffMember = {
  id: 1,
  first_name: 'Mona',
  family_name: 'Adel',
  phone_number: '01011111111',
  email: 'mona@example.com',
  role: 'owner',
};
export const staffer: StaffMember = { ...owner, id: 2, first_name: 'Karim', role: 'staff' };

export interface RenderAdminResult extends RenderResult {
  store: AdminStore;
  i18n: I18n;
  router: ReturnType<typeof createMemoryRouter>;
}

/** The back office at a full address (/admin/… or /en/admin/…), signed in as `session` if given. */
export async function renderAdmin(url: string, session?: StaffMember): Promise<RenderAdminResult> {
  if (session) {
    localStorage.setItem(ADMIN_AUTH_KEY, JSON.stringify({ token: 'staff-token', user: session }));
  }
  const language = adminLanguageOf(url);
  applyDocumentLanguage(document, language);
  const i18n = await createAdminI18n(language, language === 'en' ? en : ar);
  const store = makeAdminStore({ language });
  const router = createMemoryRouter(createAdminRoutes(language), {
    basename: adminBase(language),
    initialEntries: [url],
  });
  const result = render(
    <AdminProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AdminProviders>,
  );
  return { ...result, store, i18n, router };
}
