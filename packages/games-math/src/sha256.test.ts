import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, sha256Hex, toHex, utf8 } from './sha256.ts';

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
const fill = (byte: number, n: number) => new Uint8Array(n).fill(byte);

describe('sha256 (FIPS 180-4 vectors)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('sha256(%j)', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  it('one million "a"', () => {
    expect(toHex(sha256(fill(0x61, 1_000_000)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('matches node:crypto for every length around the padding boundaries', () => {
    for (let n = 0; n <= 200; n++) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('matches node:crypto on arbitrary bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
      }),
      { numRuns: 200 },
    );
  });
});

describe('hmacSha256 (RFC 4231 vectors)', () => {
  const large = fill(0xaa, 131);
  it.each([
    [
      '1',
      fill(0x0b, 20),
      utf8('Hi There'),
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      '2',
      utf8('Jefe'),
      utf8('what do ya want for nothing?'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      '3',
      fill(0xaa, 20),
      fill(0xdd, 50),
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    ],
    [
      '4',
      hex('0102030405060708090a0b0c0d0e0f10111213141516171819'),
      fill(0xcd, 50),
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    ],
    [
      '6',
      large,
      utf8('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
    [
      '7',
      large,
      utf8(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ])('test case %s', (_name, key, data, mac) => {
    expect(toHex(hmacSha256(key, data))).toBe(mac);
  });

  it('matches node:crypto (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 150 }),
        fc.uint8Array({ maxLength: 200 }),
        (key, data) => {
          expect(toHex(hmacSha256(key, data))).toBe(
            createHmac('sha256', key).update(data).digest('hex'),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('utf8 and toHex', () => {
  it('encode text and bytes', () => {
    expect(toHex(utf8('é€'))).toBe('c3a9e282ac');
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });
});
