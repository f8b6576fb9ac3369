/**
 * A prepared statement's rows as the driver returns them, without drizzle mapping each field of
 * each row (`all()`, which both drizzle drivers' prepared queries have). The deck's statements
 * read a few narrow columns, aliased to the names the caller reads.
 */
export function rawRows<Row>(statement: unknown, values: Record<string, unknown>): Promise<Row[]> {
  return (statement as { all(v: Record<string, unknown>): Promise<Row[]> }).all(values)
}
