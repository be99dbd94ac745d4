// Client start-up. Everything touching window/document happens inside these functions, never at
// import time, so the rest of src/ can be imported by a server render.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createI18n, loadTranslations as loadLocale } from '../i18n';
import { applyDocumentLanguage, readStoredLanguage } from '../shared/lib/language';
import { App } from './App';
import { createRoutes, prefetchRoute } from './router';
import { makePersistor, makeStore, type AppStore } from './store';

export interface BootOptions {
  loadTranslations?: typeof loadLocale;
}

export interface BootedApp {
  root: Root;
  store: AppStore;
}

export async function bootstrap(
  container: HTMLElement,
  { loadTranslations = loadLocale }: BootOptions = {},
): Promise<BootedApp> {
  // SPEC §4 Language: stored choice, Arabic by default; `<html lang dir>` before the first paint.
  const language = readStoredLanguage();
  applyDocumentLanguage(document, language);

  const store = makeStore();
  const persistor = makePersistor(store);
  // Start the screen's data loads while its chunk and the translations download. The API layer
  // takes the language from the same stored choice, so these are the screen's own requests.
  void prefetchRoute(window.location, store.dispatch, store.getState);

  const translations = await loadTranslations(language);
  const i18n = await createI18n(language, translations);
  const router = createBrowserRouter(createRoutes());

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App store={store} persistor={persistor} i18n={i18n} router={router} />
    </StrictMode>,
  );
  return { root, store };
}

/** Entry point used by src/index.tsx. */
export function startClient(): Promise<BootedApp | null> {
  const container = document.getElementById('root');
  if (!container) return Promise.resolve(null);
  return bootstrap(container);
}
