import { type Base64Mode, convertBase64 } from '../core/base64';

/** What the Base64 worker can do: the same conversion the page runs for small input. */
export const base64ToolsApi = {
  convert(input: { mode: Base64Mode; input: string; isUrlSafe: boolean }) {
    return convertBase64(input);
  },
};
