// /restore-account?token=…: the undo link of an e-mail or phone change. One button restores; the
// answer is shown (success with the next steps, or the server's translated refusal); a link
// without its token says so; a restore signs this browser out, since the server ended its session.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { languageOfPath, pathWithoutLanguage } from '../../src/shared/lib/language';
import { server } from '../support/msw';
import { renderApp } from '../support/renderApp';
import { loggedIn } from './accountFixtures';
import { recording } from './authSupport';
import { ar, en } from '../support/texts';

const TOKEN = 'Abc-123_xyz';

describe('/restore-account', () => {
  it('restores with the link token, says every sign-in ended, and signs this browser out', async () => {
    const restore = recording('/restore-identity', () =>
      HttpResponse.json({ status_code: 200, message: en.identity_restored }),
    );
    server.use(restore.handler);
    const { store } = await renderApp(`/restore-account?token=${TOKEN}`, {
      language: 'en',
      persist: false,
      preloadedState: { auth: loggedIn },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: en.restore_account_title }),
    ).toBeVisible();
    expect(screen.getByText(en.restore_account_intro)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: en.restore_account_submit }));

    const status = await screen.findByText(en.identity_restored);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(en.restore_account_next)).toBeVisible();
    expect(restore.bodies).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: en.restore_account_submit })).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);

    const links = screen.getByRole('navigation', { name: en.auth_links_label });
    expect(
      within(links).getByRole('link', { name: en.restore_account_set_password }),
    ).toHaveAttribute('href', '/en/forgot-password');
    expect(within(links).getByRole('link', { name: en.login_link })).toHaveAttribute(
      'href',
      '/en/login',
    );
  });

  it("shows the server's refusal in Arabic and keeps the session and the button", async () => {
    server.use(
      recording('/restore-identity', () =>
        HttpResponse.json({ message: ar.identity_link_invalid }, { status: 404 }),
      ).handler,
    );
    const { store } = await renderApp(`/restore-account?token=${TOKEN}`, {
      language: 'ar',
      persist: false,
      preloadedState: { auth: loggedIn },
    });
    await userEvent.click(await screen.findByRole('button', { name: ar.restore_account_submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ar.identity_link_invalid);
    expect(screen.getByRole('button', { name: ar.restore_account_submit })).toBeEnabled();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('says a link without its token is incomplete, and offers no button', async () => {
    const restore = recording('/restore-identity', () => HttpResponse.json({}));
    server.use(restore.handler);
    await renderApp('/restore-account', { language: 'en', persist: false });

    expect(await screen.findByRole('alert')).toHaveTextContent(en.restore_account_missing_token);
    expect(screen.queryByRole('button', { name: en.restore_account_submit })).toBeNull();
    expect(restore.bodies).toHaveLength(0);
  });

  it("opens from the English mail's /en link too, in English", async () => {
    // The mailed address, read as boot reads one: the language from its path, the page without it.
    const mailed = new URL(`http://localhost/en/restore-account?token=${TOKEN}`);
    const language = languageOfPath(mailed.pathname);
    const { router } = await renderApp(`${pathWithoutLanguage(mailed.pathname)}${mailed.search}`, {
      language,
      persist: false,
    });
    expect(await screen.findByRole('button', { name: en.restore_account_submit })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/en/restore-account');
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });
});
