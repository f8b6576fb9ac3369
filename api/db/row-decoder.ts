import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm'

/**
 * A table's rows as drizzle's select model, from rows read raw (api/db/raw-rows.ts: keyed by
 * column name, values as the driver gives them), decoded by each column's own
 * `mapFromDriverValue`, as drizzle's mapping does. Its mapping checks each field's kind and walks
 * each field's path on every row: for the session lookup's 74 columns, on every API request, that
 * was 4% of the deck page's CPU (decision 040).
 */
export function tableRowDecoder<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, column.name, column] as const,
  )
  return (raw: Record<string, unknown>): InferSelectModel<T> => {
    const row: Record<string, unknown> = {}
    for (const [key, name, column] of columns) {
      const value = raw[name]
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
    }
    return row as InferSelectModel<T>
  }
}
