// The references visitors are given for a lead (ENQ-7KQ3XM): short, read out on the
// phone, unique in their table.

// No 0/O or 1/I/L: a reference is read out on the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A short reference a visitor quotes, such as `TD-7KQ3XM`: 31^6, about 900 million. */
export function newReference(prefix: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6))
  let ref = ''
  for (const b of bytes) ref += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]
  return `${prefix}-${ref}`
}

/** Inserts with a fresh reference, drawing again in the unlikely case it is taken. */
export function insertWithReference<T>(prefix: string, insert: (reference: string) => T): T {
  for (let attempt = 0; ; attempt++) {
    try {
      return insert(newReference(prefix))
    } catch (err) {
      const taken = String((err as { code?: string }).code).startsWith('SQLITE_CONSTRAINT_UNIQUE')
      if (!taken || attempt >= 4) throw err
    }
  }
}
