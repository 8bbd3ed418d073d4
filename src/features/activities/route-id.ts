/** A record id from the address (`?id=12`): a positive whole number, or null for anything else. */
export function recordId(id: string | null): number | null {
  return id !== null && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
}
