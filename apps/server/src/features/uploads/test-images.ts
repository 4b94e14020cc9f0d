import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Small valid images for tests, with metadata that must not survive an upload. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const SECRET_TEXT = 'GPS 3.1390N 101.6869E secret-camera-serial';

/** A 2x2 RGB png with tEXt, eXIf and tIME chunks. */
export function pngWithMetadata(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from(`Comment\0${SECRET_TEXT}`, 'latin1')),
    chunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
    chunk('eXIf', Buffer.from(`MM\0*${SECRET_TEXT}`, 'latin1')),
    chunk('IDAT', deflateSync(raw)),
    chunk('tIME', Buffer.from([7, 234, 1, 2, 3, 4, 5])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG header claiming 60000 x 60000 pixels (a decompression bomb's shape). */
export function hugePngHeader(): Buffer {
  const ihdr = Buffer.from([0, 0, 0xea, 0x60, 0, 0, 0xea, 0x60, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An 8x6 jpeg (from sharp) with an EXIF block naming the secret and a COM segment holding it,
 * turned by EXIF orientation 6 (shown rotated 90°, so 6x8).
 */
export async function jpegWithMetadata(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: SECRET_TEXT, Copyright: SECRET_TEXT } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const comment = Buffer.from(SECRET_TEXT, 'latin1');
  const com = Buffer.from([0xff, 0xfe, 0, 0]);
  com.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), com, comment, jpeg.subarray(2)]);
}
