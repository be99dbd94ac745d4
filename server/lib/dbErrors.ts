// PostgreSQL errors as the services meet them. Drizzle wraps the driver's error, so its SQLSTATE
// code and constraint name may sit on `cause` (PGlite and node-postgres alike).

/**
 * The unique violation (SQLSTATE 23505) somewhere in `error`'s cause chain: the name of the
 * constraint or index it broke (or the message when the driver gives none); null for any other
 * error. Two requests racing past a uniqueness check meet the unique index instead.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current: unknown = error; current && typeof current === 'object';) {
    const { code, constraint, message, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return { constraint: String(constraint ?? message ?? '') };
    current = cause;
  }
  return null;
}
