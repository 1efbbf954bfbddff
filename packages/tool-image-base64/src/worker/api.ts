import { readInputFile } from '@toolbox/kit/stored-blob';
import { decodeImage, encodeImage } from '../core/image-base64';

/**
 * Base64 both ways off the main thread: a 50 MB photo is 67 MB of text, a few hundred ms of
 * work that would otherwise freeze the page.
 */
export const imageBase64Api = {
  async encode(input: { file: Blob; name: string }) {
    const bytes = new Uint8Array(await readInputFile(input.file, input.name));
    return encodeImage(bytes, input.file.type);
  },

  decode(input: { text: string }) {
    const decoded = decodeImage(input.text);
    if (!decoded.ok) return decoded;
    const { bytes, mimeType, ...rest } = decoded;
    return { ...rest, mimeType, blob: new Blob([bytes], { type: mimeType }) };
  },
};

export type ImageBase64Api = typeof imageBase64Api;
export type DecodedImageFile = ReturnType<ImageBase64Api['decode']>;
