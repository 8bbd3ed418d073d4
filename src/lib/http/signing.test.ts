/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { getGetCustomerListUrl } from '@generated/main/customer/customer.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalString, requestSignature, requestSigningParams, sha1Base64, signParams, signedPairs } from './signing.ts';

const SECRET = 'sandbox-secret';
const AUTH = { appid: 'sandbox-app', nonce: 'abc', timestamp: 1700000000 };

/** An implementation that shares no code with ours: the openssl command line. */
function opensslSignature(text: string): string {
  return execFileSync('sh', ['-c', 'openssl dgst -sha1 -binary | base64'], { input: Buffer.from(text, 'utf8') })
    .toString('utf8')
    .trim();
}

const key = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 });
const scalar = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.integer(), fc.boolean());
const value = fc.oneof(scalar, fc.constant(null), fc.constant(undefined), fc.array(fc.oneof(scalar, fc.constant(null)), { maxLength: 3 }));
const params = fc.dictionary(key, value, { maxKeys: 6 });

describe('the known vector', () => {
  // GUIDE.md section 3 signs GET Customer/GetCustomerList?page=1&limit=10.
  const path = getGetCustomerListUrl({ page: 1, limit: 10 });

  it('matches GUIDE.md section 3', async () => {
    const url = `http://gw-main.test${path}`;
    const pairs = requestSigningParams(url, AUTH);
    expect(canonicalString(pairs, SECRET)).toBe('appid=sandbox-app&limit=10&nonce=abc&page=1&timestamp=1700000000sandbox-secret');
    expect(await requestSignature(url, AUTH, SECRET)).toBe('VibA4XfLfQjrT2Creqi4dP+dEy4=');
  });

  it('accepts relative URLs (the sandbox sees only the path)', async () => {
    expect(await requestSignature(path, AUTH, SECRET)).toBe('VibA4XfLfQjrT2Creqi4dP+dEy4=');
  });
});

describe('canonical form', () => {
  it('sorts by key then by value in code-unit order, not locale order', () => {
    expect(canonicalString({ a: '1', B: '2', b: ['2', '10', '1'] }, '')).toBe('B=2&a=1&b=1&b=10&b=2');
    // U+1F600 is the surrogate pair D83D DE00, which sorts before U+FB01 in code units
    // (and after it in code points).
    expect(canonicalString({ '\uFB01': 'x', '😀': 'y' }, '')).toBe('😀=y&\uFB01=x');
  });

  it('decodes query names and values before signing', () => {
    const pairs = requestSigningParams('/x?na%20me=%E4%B8%AD%E6%96%87&k=a%26b', AUTH);
    expect(canonicalString(pairs, '')).toBe('appid=sandbox-app&k=a&b&na me=中文&nonce=abc&timestamp=1700000000');
  });

  it('does not depend on the order of parameters', () => {
    fc.assert(
      fc.property(params, fc.infiniteStream(fc.double()), (record, noise) => {
        const entries = Object.entries(record);
        const shuffled = entries
          .map((entry) => ({ entry, rank: noise.next().value }))
          .sort((a, b) => a.rank - b.rank)
          .map(({ entry }) => entry);
        expect(canonicalString(shuffled, SECRET)).toBe(canonicalString(entries, SECRET));
      }),
    );
  });

  it('drops null and undefined values', () => {
    fc.assert(
      fc.property(params, fc.array(key, { maxLength: 3 }), (record, extraKeys) => {
        const withHoles: [string, unknown][] = [
          ...Object.entries(record),
          ...extraKeys.map((k, i): [string, unknown] => [k, i % 2 ? null : undefined]),
        ];
        expect(canonicalString(withHoles as [string, null][], SECRET)).toBe(canonicalString(Object.entries(record), SECRET));
      }),
    );
  });

  it('gives one pair per array element', () => {
    fc.assert(
      fc.property(key, fc.array(fc.string({ unit: 'grapheme', maxLength: 5 }), { maxLength: 5 }), (k, values) => {
        const fromArray = signedPairs({ [k]: values });
        const fromRepeats = signedPairs(values.map((v) => [k, v] as const));
        expect(fromArray).toEqual(fromRepeats);
        expect(fromArray).toHaveLength(values.length);
      }),
    );
  });

  it('survives a round trip through URL encoding, unicode included', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ unit: 'grapheme', maxLength: 8 })), { maxLength: 6 }), (pairs) => {
        const query = new URLSearchParams(pairs);
        const fromUrl = requestSigningParams(`http://gw-main.test/p?${query.toString()}`, AUTH);
        const direct = [...pairs, ['appid', AUTH.appid], ['nonce', AUTH.nonce], ['timestamp', String(AUTH.timestamp)]] as [
          string,
          string,
        ][];
        expect(canonicalString(fromUrl, SECRET)).toBe(canonicalString(direct, SECRET));
      }),
    );
  });

  it('always yields sorted key=value pairs followed by the secret', () => {
    fc.assert(
      fc.property(params, (record) => {
        const text = canonicalString(record, SECRET);
        expect(text.endsWith(SECRET)).toBe(true);
        const pairs = signedPairs(record);
        for (let i = 1; i < pairs.length; i += 1) {
          const [prev, next] = [pairs[i - 1]!, pairs[i]!];
          expect(prev[0] < next[0] || (prev[0] === next[0] && prev[1] <= next[1])).toBe(true);
        }
      }),
    );
  });
});

describe('signature against openssl', () => {
  it('matches `openssl dgst -sha1 -binary | base64` for random inputs, unicode included', async () => {
    const samples = fc.sample(params, { numRuns: 12, seed: 20260101 });
    samples.push({ 中文: '医美', emoji: ['😀', 'é'], empty: '' });
    for (const record of samples) {
      const text = canonicalString(record, SECRET);
      expect(await signParams(record, SECRET)).toBe(opensslSignature(text));
    }
  });

  it('is padded standard base64 of a 20-byte digest', async () => {
    const signature = await sha1Base64('');
    expect(signature).toBe('2jmj7l5rSw0yVb/vlWAYkK/YBwk=');
    expect(signature).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});
