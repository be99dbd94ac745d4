// Back-office order tests: staff accounts and orders placed the way a shopper places them.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import type { UserRole } from '../../server/db/schema';
import { bearer, type UserOverrides } from './fixtures';
import { createStaffMember } from './staffFixtures';

/** A staff member or owner with an open session and an Arabic name. */
export function createBackOfficeUser(
  db: Db,
  role: Exclude<UserRole, 'customer'> = 'staff',
  overrides: UserOverrides = {},
) {
  return createStaffMember(db, role, { firstName: 'منى', familyName: 'علي', ...overrides });
}

export interface PlaceOrderInput {
  lines: Array<{ product_id: number; quantity: number }>;
  payment?: 'cash' | 'card';
  phone?: string;
  note?: string;
  key?: string;
}

/** POST /user-orders/create as the token's holder, with a typed-in Cairo address; answers the reply. */
export function placeOrderAs(app: FastifyInstance, token: string, input: PlaceOrderInput) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user-orders/create',
    headers: { ...bearer(token), ...(input.key ? { 'idempotency-key': input.key } : {}) },
    payload: {
      products: input.lines,
      payment_method: input.payment ?? 'cash',
      terms_accepted: true,
      note: input.note ?? null,
      billing_address: {
        first_name: 'سارة',
        last_name: 'حسن',
        address: '12 شارع النيل',
        city_id: 1,
        phone_number: input.phone ?? '01099999999',
      },
    },
  });
}
