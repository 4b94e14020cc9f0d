/**
 * SHA-256 and HMAC-SHA256 for the provably fair maths, on @noble/hashes (audited, synchronous,
 * the same code in Node and the browser; decision 036). The server and the browser's fairness
 * page must compute the very same bytes, and WebCrypto is asynchronous and absent in some
 * contexts. Checked against the NIST and RFC 4231 vectors and against node:crypto
 * (sha256.test.ts). The server may inject node:crypto's HMAC for speed (fair.ts `HmacFn`); the
 * bytes are identical.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** SHA-256 (FIPS 180-4) of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** HMAC-SHA256 (RFC 2104): keys longer than the block are hashed first. */
export function hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, data);
}

/** UTF-8 bytes of `text`. */
export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text);
}

/** Lower-case hexadecimal of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

/** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. */
export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}
