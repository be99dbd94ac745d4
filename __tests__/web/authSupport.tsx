// Shared by the auth*.test.tsx suites (not a suite itself): the sign-in screens in a small route
// table, and /login, /register, /get-cities, /forgot-password, /reset-password answered like our
// server (src/shared/wire/account.ts shapes).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { ForgotPasswordScreen } from '../../src/features/auth/screens/ForgotPasswordScreen';
import { LoginScreen } from '../../src/features/auth/screens/LoginScreen';
import { RegisterScreen } from '../../src/features/auth/screens/RegisterScreen';
import { ResetPasswordScreen } from '../../src/features/auth/screens/ResetPasswordScreen';
import type { SessionAnswer, UserDto } from '../../src/shared/wire/account';
import { apiUrl } from '../support/msw';
import { requestLanguage } from '../support/mswHandlers';

export const userDto: UserDto = {
  id: 5,
  first_name: 'Mona',
  family_name: 'Ali',
  last_name: 'Ali',
  name: 'Mona Ali',
  email: 'mona@example.com',
  phone_number: '01012345678',
  country: { id: 1, name: 'Egypt' },
  country_id: 1,
  city_id: 2,
  city: { id: 2, name: 'Giza', name_ar: 'الجيزة', name_en: 'Giza' },
  address: '1 Nile St',
};

export const sessionAnswer = (statusCode = 200): SessionAnswer => ({
  status: 'success',
  status_code: statusCode,
  message: statusCode === 201 ? 'Your account has been created' : 'Logged in successfully',
  token: 'token-abc',
  user: userDto,
});

export const cities = [
  { id: 1, name: 'القاهرة', name_ar: 'القاهرة', name_en: 'Cairo' },
  { id: 2, name: 'الجيزة', name_ar: 'الجيزة', name_en: 'Giza' },
];

/** GET /get-cities with `name` in the request's language, as our server answers. */
export const citiesHandler = (): HttpHandler =>
  http.get(apiUrl('/get-cities'), ({ request }) => {
    const en = requestLanguage(request) === 'en';
    const data = cities.map((city) => ({ ...city, name: en ? city.name_en : city.name_ar }));
    return HttpResponse.json({ status_code: 200, data });
  });

/** Records each JSON body sent to `path` and answers with `answer(body, count)`. */
export function recording(
  path: string,
  answer: (body: Record<string, unknown>, count: number) => Response,
) {
  const bodies: Array<Record<string, unknown>> = [];
  const handler = http.post(apiUrl(path), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return answer(body, bodies.length);
  });
  return { handler, bodies };
}

/** The four sign-in screens plus a home page, and `extra` routes (a product page, say). */
export function authRoutes(extra: RouteObject[] = []): RouteObject[] {
  const page = (element: ReactElement) => ({ element });
  return [
    { path: '/', ...page(<h1>Home page</h1>) },
    { path: '/login', ...page(<LoginScreen />) },
    { path: '/register', ...page(<RegisterScreen />) },
    { path: '/forgot-password', ...page(<ForgotPasswordScreen />) },
    { path: '/reset-password', ...page(<ResetPasswordScreen />) },
    ...extra,
  ];
}
