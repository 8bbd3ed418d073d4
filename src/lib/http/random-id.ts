/**
 * Random identifiers. crypto.randomUUID exists only in secure contexts and newer runtimes; the
 * fallback builds the same RFC 4122 version-4 shape from getRandomValues, which is available
 * everywhere, so an http:// deployment still gets a device id instead of a crash.
 */
export function randomUuid(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A nonce for one request: 32 hex characters, safe in headers and in the signed string. */
export function createNonce(): string {
  return randomUuid().replaceAll('-', '');
}
