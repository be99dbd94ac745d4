import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (its default algorithm; RFC 9106 recommendations).
export const hashPassword = (password: string): Promise<string> => hash(password);

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
