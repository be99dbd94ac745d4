// Shoppers for the account journeys: a fresh registered account per test (through the real API,
// so tests never share a cart or an address book), and a way to start a page logged in as one
// without going through the login screen (the login journey itself does that through the form).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Shopper {
  id: number;
  token: string;
  firstName: string;
  familyName: string;
  email: string;
  /** Phone pattern: 01 followed by 9 digits. */
  phone: string;
  password: string;
  cityId: number;
}

let serial = 0;

/** A phone number no other test of this run uses (01 + 9 digits). */
function uniquePhone(): string {
  serial += 1;
  const tail = `${Date.now() % 1_000_000}${process.pid % 100}${serial}`.slice(-9).padStart(9, '0');
  return `01${tail}`;
}

/**
 * The address this shopper registers from, as a proxy would name it (X-Forwarded-For; the e2e
 * server trusts one hop, playwright.config.ts): every test shopper is a different person, so
 * a full run never looks like one address registering dozens of accounts (30 per 10 minutes).
 */
function shopperAddress(): string {
  return `198.18.${process.pid % 256}.${(serial % 254) + 1}`;
}

/** Registers a new shopper with POST /api/v1/register and returns its session. */
export async function createShopper(
  request: APIRequestContext,
  overrides: Partial<Pick<Shopper, 'firstName' | 'familyName' | 'password'>> = {},
): Promise<Shopper> {
  const cities = await request.get('/api/v1/get-cities');
  expect(cities.ok()).toBe(true);
  const cityId = ((await cities.json()) as { data: { id: number }[] }).data[0]!.id;
  const phone = uniquePhone();
  const details = {
    firstName: overrides.firstName ?? 'سارة',
    familyName: overrides.familyName ?? 'حسن',
    email: `shopper-${phone}@example.com`,
    phone,
    password: overrides.password ?? 'glass-and-sand',
    cityId,
  };
  const answer = await request.post('/api/v1/register', {
    headers: { 'x-forwarded-for': shopperAddress() },
    data: {
      first_name: details.firstName,
      family_name: details.familyName,
      email: details.email,
      password: details.password,
      password_confirmation: details.password,
      phone_number: details.phone,
      address: '12 شارع الزجاج، القاهرة',
      city_id: cityId,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const body = (await answer.json()) as { token: string; user: { id: number } };
  return { ...details, id: body.user.id, token: body.token };
}

/**
 * Opens every later page of `page` logged in as `shopper`: writes the session where redux-persist
 * keeps it (local storage `persist:auth`, each field JSON-encoded, a key other clients rely on)
 * before any script runs.
 */
export async function startLoggedIn(page: Page, shopper: Shopper): Promise<void> {
  const user = {
    id: shopper.id,
    firstName: shopper.firstName,
    familyName: shopper.familyName,
    email: shopper.email,
    phoneNumber: shopper.phone,
    address: null,
    cityId: shopper.cityId,
  };
  const persisted = JSON.stringify({
    token: JSON.stringify(shopper.token),
    user: JSON.stringify(user),
    isAuthenticated: 'true',
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
  await page.addInitScript((value) => {
    // The shop's own page only (init scripts run in embedded frames too).
    if (window !== window.top) return;
    if (!localStorage.getItem('persist:auth')) localStorage.setItem('persist:auth', value);
  }, persisted);
}
