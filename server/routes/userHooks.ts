import { requireSameUser } from '../plugins/auth';

// An absent body is read as `{}` for every route with a body schema (plugins/errors.ts), so these
// guards only judge the user.

/** preValidation of POST/DELETE user calls: 401 without a token, 403 for a foreign body user_id. */
export const actForBodyUser = [requireSameUser('body')];

/** preValidation of GET user calls: 401 without a token, 403 for a foreign query user_id. */
export const actForQueryUser = [requireSameUser('query')];
