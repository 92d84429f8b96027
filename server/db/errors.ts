/** Reading database errors whichever driver raised them (pg, PGlite, or Drizzle wrapping either). */

/** Whether the error is PostgreSQL's unique_violation (23505), possibly as a wrapped cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The name of the constraint a unique violation broke (pg and PGlite report it), or null. */
export function violatedConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : null;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
