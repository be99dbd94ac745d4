// The back office's first owner, as the e2e server is started with it (playwright.config.ts sets
// OWNER_PHONE and OWNER_PASSWORD, the way an operator makes the first owner).
export const OWNER = { phone: '01000000001', password: 'owner-glass-1986', name: 'Nadia Owner' };

/** Where the e2e server mails each new order's summary (SHOP_EMAIL). */
export const SHOP_EMAIL = 'orders@zujaj-shop.test';
