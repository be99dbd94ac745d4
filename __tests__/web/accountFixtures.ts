// Shared by the account, address and favourites web tests: a logged-in session and stateful MSW
// answers for /user-addresses/* and /profile/* in our server's shapes (src/shared/wire).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AuthState } from '../../src/entities/session/authSlice';
import type { UserDto } from '../../src/shared/wire/account';
import type { AddressDto } from '../../src/shared/wire/addresses';
import type { CityDto } from '../../src/shared/wire/common';
import { apiUrl } from '../support/msw';
import { requestLanguage } from '../support/mswHandlers';
import { ar, en } from '../support/texts';

export const USER_ID = 5;

export const loggedIn: AuthState = {
  token: 'token-5',
  user: {
    id: USER_ID,
    firstName: 'Mona',
    familyName: 'Ali',
    email: 'mona@example.com',
    phoneNumber: '01012345678',
    address: null,
    cityId: null,
  },
  isAuthenticated: true,
  deviceTokens: {},
};

export const citiesDto: CityDto[] = [
  { id: 1, name: 'القاهرة', name_ar: 'القاهرة', name_en: 'Cairo' },
  { id: 2, name: 'الإسكندرية', name_ar: 'الإسكندرية', name_en: 'Alexandria' },
];

export function addressDto(
  overrides: Partial<AddressDto> & Pick<AddressDto, 'id' | 'address_title'>,
): AddressDto {
  return {
    first_name: 'Mona',
    family_name: 'Ali',
    last_name: 'Ali',
    phone_number: '01012345678',
    address: '12 Nile Street',
    city_id: 1,
    city: citiesDto[0] ?? null,
    country_id: 1,
    main_address: 0,
    ...overrides,
  };
}

export interface Call {
  path: string;
  body: unknown;
}

export interface AddressHandlerOptions {
  addresses?: AddressDto[];
  /** Answer /user-addresses/all with a 500 this many times first. */
  failList?: number;
  seen?: Call[];
}

const localizedCity = (city: CityDto, lang: 'ar' | 'en'): CityDto => ({
  ...city,
  name: lang === 'en' ? city.name_en : city.name_ar,
});

/** Stateful /user-addresses/* like the server: first address main, main not deletable (409). */
export function addressHandlers({
  addresses = [],
  failList = 0,
  seen = [],
}: AddressHandlerOptions = {}): HttpHandler[] {
  const list = addresses.map((address) => ({ ...address }));
  let failures = failList;
  const record = async (request: Request) => {
    const body = (await request.clone().json()) as Record<string, unknown>;
    seen.push({ path: new URL(request.url).pathname.replace('/api/v1', ''), body });
    return body;
  };
  const sorted = (lang: 'ar' | 'en') =>
    [...list]
      .sort((a, b) => b.main_address - a.main_address || a.id - b.id)
      .map((address) => ({
        ...address,
        city: address.city ? localizedCity(address.city, lang) : null,
      }));
  const fromBody = (id: number, body: Record<string, unknown>, main: 0 | 1): AddressDto => {
    const city = citiesDto.find((c) => c.id === Number(body.city_id)) ?? null;
    return addressDto({
      id,
      address_title: String(body.address_title),
      first_name: String(body.first_name),
      family_name: String(body.last_name),
      last_name: String(body.last_name),
      phone_number: String(body.phone_number),
      address: String(body.address),
      city_id: Number(body.city_id),
      city,
      main_address: main,
    });
  };
  return [
    http.post(apiUrl('/user-addresses/all'), async ({ request }) => {
      await record(request);
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }
      return HttpResponse.json({ status_code: 200, data: sorted(requestLanguage(request)) });
    }),
    http.post(apiUrl('/user-addresses/cities'), async ({ request }) => {
      await record(request);
      const lang = requestLanguage(request);
      return HttpResponse.json({
        status_code: 200,
        data: citiesDto.map((city) => localizedCity(city, lang)),
      });
    }),
    http.post(apiUrl('/user-addresses/create'), async ({ request }) => {
      const body = await record(request);
      const created = fromBody(
        Math.max(0, ...list.map((a) => a.id)) + 1,
        body,
        list.some((a) => a.main_address === 1) ? 0 : 1,
      );
      list.push(created);
      return HttpResponse.json(
        { status_code: 201, message: 'Address saved', data: created },
        { status: 201 },
      );
    }),
    http.post(apiUrl('/user-addresses/update/:id'), async ({ request, params }) => {
      const body = await record(request);
      const index = list.findIndex((a) => a.id === Number(params.id));
      const old = list[index];
      if (!old) return HttpResponse.json({ message: 'Address not found' }, { status: 404 });
      const updated = fromBody(old.id, body, old.main_address as 0 | 1);
      list[index] = updated;
      return HttpResponse.json({ status_code: 200, message: 'Address updated', data: updated });
    }),
    http.post(apiUrl('/user-addresses/delete/:id'), async ({ request, params }) => {
      await record(request);
      const index = list.findIndex((a) => a.id === Number(params.id));
      if (index === -1) return HttpResponse.json({ message: 'Address not found' }, { status: 404 });
      if (list[index]?.main_address === 1) {
        return HttpResponse.json(
          { message: 'The main address cannot be deleted; make another address main first' },
          { status: 409 },
        );
      }
      list.splice(index, 1);
      return HttpResponse.json({ status_code: 200, message: 'Address deleted' });
    }),
    http.post(apiUrl('/user-addresses/set-main/:id'), async ({ request, params }) => {
      await record(request);
      const target = list.find((a) => a.id === Number(params.id));
      if (!target) return HttpResponse.json({ message: 'Address not found' }, { status: 404 });
      for (const address of list) address.main_address = address === target ? 1 : 0;
      return HttpResponse.json({
        status_code: 200,
        message: 'Address set as main',
        data: target,
      });
    }),
  ];
}

export function userDto(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: USER_ID,
    first_name: 'Mona',
    family_name: 'Ali',
    last_name: 'Ali',
    name: 'Mona Ali',
    email: 'mona@example.com',
    phone_number: '01012345678',
    country: { id: 1, name: 'Egypt' },
    country_id: 1,
    city_id: null,
    city: null,
    address: null,
    ...overrides,
  };
}

export interface ProfileHandlerOptions {
  seen?: Call[];
  /**
   * 'fail' answers delete-account with a 500; 'staff' with the server's 409 for a staff or owner
   * account, in the request's language.
   */
  deleteAccount?: 'fail' | 'staff';
}

/** /profile/* and /logout for the one logged-in user. */
export function profileHandlers({ seen = [], deleteAccount }: ProfileHandlerOptions = {}) {
  let user = userDto();
  const record = async (request: Request) => {
    const body =
      request.method === 'GET' ? null : ((await request.clone().json()) as Record<string, string>);
    seen.push({ path: new URL(request.url).pathname.replace('/api/v1', ''), body });
    return body ?? {};
  };
  return [
    http.get(apiUrl('/profile/userInfo'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ status_code: 200, data: user });
    }),
    http.post(apiUrl('/profile/change-personal-info'), async ({ request }) => {
      const body = await record(request);
      if (body.email === 'taken@example.com') {
        return HttpResponse.json(
          {
            message: 'Validation failed',
            errors: { email: ['This e-mail is already registered'] },
          },
          { status: 422 },
        );
      }
      user = {
        ...user,
        first_name: body.first_name ?? user.first_name,
        family_name: body.last_name ?? user.family_name,
        last_name: body.last_name ?? user.last_name,
        phone_number: body.phone_number ?? user.phone_number,
        email: body.email ?? user.email,
      };
      return HttpResponse.json({
        status_code: 200,
        message: 'Personal information updated',
        data: user,
      });
    }),
    http.post(apiUrl('/profile/change-password'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ status_code: 200, message: 'Password changed successfully' });
    }),
    http.post(apiUrl('/profile/delete-account'), async ({ request }) => {
      await record(request);
      if (deleteAccount === 'fail') return HttpResponse.json({ message: 'boom' }, { status: 500 });
      if (deleteAccount === 'staff') {
        const texts = requestLanguage(request) === 'en' ? en : ar;
        return HttpResponse.json({ message: texts.delete_account_staff_refused }, { status: 409 });
      }
      return HttpResponse.json({
        status: 'success',
        status_code: 200,
        message: 'Your account has been deleted',
      });
    }),
    http.post(apiUrl('/logout'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ status_code: 200, message: 'Logged out' });
    }),
  ];
}
