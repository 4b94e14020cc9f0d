import { deflateSync } from 'node:zlib';
import { crc32 } from './image-check.ts';

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

function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A structurally valid baseline jpeg with APP1 (Exif), APP2, COM and APP14 segments. */
export function jpegWithMetadata(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from(`Exif\0\0${SECRET_TEXT}`, 'latin1')),
    segment(0xe2, Buffer.from(`ICC_PROFILE\0${SECRET_TEXT}`, 'latin1')),
    segment(0xfe, Buffer.from(SECRET_TEXT, 'latin1')),
    segment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1')),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    segment(0xc4, Buffer.concat([Buffer.from([0, 0, 1]), Buffer.alloc(15), Buffer.from([0])])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}
