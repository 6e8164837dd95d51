const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client's id can name a uuid row; PostgreSQL refuses other text in a uuid comparison. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
