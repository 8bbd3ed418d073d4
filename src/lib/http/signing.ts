/**
 * Request signing (GUIDE.md, section 3). Fixed, so the client, the sandbox platform and
 * independent checkers compute the same string:
 *
 *   signed set = query parameters (names and values decoded) + appid + nonce + timestamp
 *   drop undefined/null; an array contributes one pair per element
 *   sort by key, then by value, in UTF-16 code-unit order (plain `<`, never localeCompare,
 *     which differs between runtimes and locales)
 *   join `key=value` with `&`, append the secret with no separator
 *   signature = standard base64 (with padding) of SHA-1 over the UTF-8 bytes
 *
 * Bodies are not signed. This module imports nothing from the app and uses only what browsers
 * and Node both provide (URL, TextEncoder, crypto.subtle, btoa), because the sandbox server
 * imports it to verify signatures.
 */

export type SignableScalar = string | number | boolean | bigint;
export type SignableValue = SignableScalar | null | undefined | readonly (SignableScalar | null | undefined)[];
export type SignableParams = URLSearchParams | Iterable<readonly [string, SignableValue]> | Readonly<Record<string, SignableValue>>;

/** The three values the client adds to the signed set (also sent as headers). */
export interface SigningAuth {
  appid: string;
  nonce: string;
  timestamp: string | number;
}

export type SignedPair = readonly [key: string, value: string];

function entriesOf(params: SignableParams): Iterable<readonly [string, SignableValue]> {
  if (params instanceof URLSearchParams) return params.entries();
  if (Symbol.iterator in params) return params as Iterable<readonly [string, SignableValue]>;
  return Object.entries(params as Record<string, SignableValue>);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The signed pairs, filtered, expanded and sorted. */
export function signedPairs(params: SignableParams): SignedPair[] {
  const pairs: SignedPair[] = [];
  for (const [key, value] of entriesOf(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly (SignableScalar | null | undefined)[]) {
      if (item === null || item === undefined) continue;
      pairs.push([key, String(item)]);
    }
  }
  return pairs.sort((a, b) => compareCodeUnits(a[0], b[0]) || compareCodeUnits(a[1], b[1]));
}

/** `key=value&…` followed directly by the secret: the exact text that is hashed. */
export function canonicalString(params: SignableParams, secret: string): string {
  return signedPairs(params)
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
    .concat(secret);
}

/** The query parameters of `url` (decoded) plus appid, nonce and timestamp. */
export function requestSigningParams(url: string | URL, auth: SigningAuth): SignedPair[] {
  const query = (typeof url === 'string' ? new URL(url, 'http://relative.invalid') : url).searchParams;
  return [...query.entries(), ['appid', auth.appid], ['nonce', auth.nonce], ['timestamp', String(auth.timestamp)]];
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64(SHA-1(UTF-8 bytes of `text`)). */
export async function sha1Base64(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  // crypto.subtle exists only in secure contexts (https, localhost); fail loudly rather than
  // sending unsigned requests the gateway would reject with a confusing message.
  if (!subtle) throw new Error('request signing needs Web Crypto (crypto.subtle): serve the client over https or localhost');
  const digest = await subtle.digest('SHA-1', new TextEncoder().encode(text));
  return toBase64(new Uint8Array(digest));
}

/** The signature of a signed set. */
export function signParams(params: SignableParams, secret: string): Promise<string> {
  return sha1Base64(canonicalString(params, secret));
}

/** The signature a request to `url` must carry; what the client sends and the sandbox checks. */
export function requestSignature(url: string | URL, auth: SigningAuth, secret: string): Promise<string> {
  return signParams(requestSigningParams(url, auth), secret);
}
