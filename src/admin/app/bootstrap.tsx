import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyDocumentLanguage } from '../../shared/lib/language';
import { createAdminI18n, loadAdminTranslations } from '../i18n';
import { adminBase, adminLanguageOf } from '../ui/paths';
import { AdminProviders } from './App';
import { createAdminRoutes } from './router';
import { makeAdminStore } from './store';

/** The back office in the browser: the path's language, its texts, the stored session, the router. */
export async function startAdmin(): Promise<void> {
  const language = adminLanguageOf(window.location.pathname);
  applyDocumentLanguage(document, language);
  const i18n = await createAdminI18n(language, await loadAdminTranslations(language));
  document.title = `${i18n.t('admin_app_title')} | ${i18n.t('admin_shop_name')}`;
  const store = makeAdminStore({ language });
  const router = createBrowserRouter(createAdminRoutes(language), {
    basename: adminBase(language),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the back office page');
  createRoot(container).render(
    <AdminProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AdminProviders>,
  );
}
