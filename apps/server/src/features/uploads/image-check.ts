import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/**
 * Proof images are checked by their content, never by the client's Content-Type header (SECURITY.md
 * 27, spec §9 uploads), and stored re-encoded (decision 036): sharp (libvips) decodes the image
 * under a pixel and dimension limit, turns it upright by its EXIF orientation, and encodes a new
 * file of the same type. Nothing of the original file survives but its pixels: no metadata (EXIF,
 * GPS, comments, ICC — colours are converted to sRGB), no bytes after the end marker (a polyglot
 * loses its script), no malformed structure for a viewer to trip on. A file that does not decode
 * cleanly (a truncated or corrupt image: libvips warnings count as failures) is refused.
 */
export type ImageMime = 'image/png' | 'image/jpeg';

export interface CheckedImage {
  mime: ImageMime;
  data: Buffer;
}

/** A receipt or a phone photo fits; a decompression bomb (a small file of huge size) does not. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 12_000;
const DECODE_TIMEOUT_SECONDS = 10;

const FORMATS: Record<string, ImageMime> = { png: 'image/png', jpeg: 'image/jpeg' };

function invalid(why: string): AppError {
  return new AppError('UPLOAD_INVALID', why);
}

/** The image's type by content and a re-encoded copy without metadata; UPLOAD_INVALID otherwise. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const options = {
    limitInputPixels: IMAGE_MAX_PIXELS,
    failOn: 'warning',
    animated: false,
  } as const;
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(bytes, options).metadata());
  } catch {
    throw invalid('not a decodable image');
  }
  const mime = format ? FORMATS[format] : undefined;
  if (!mime) throw invalid(`not a png or jpeg (${format ?? 'unknown'})`);
  if (width < 1 || height < 1 || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE)
    throw invalid('image dimensions out of range');
  try {
    const image = sharp(bytes, options).rotate().timeout({ seconds: DECODE_TIMEOUT_SECONDS });
    const data =
      mime === 'image/png'
        ? await image.png().toBuffer()
        : await image.jpeg({ quality: 90 }).toBuffer();
    return { mime, data };
  } catch {
    throw invalid('image does not decode cleanly');
  }
}
