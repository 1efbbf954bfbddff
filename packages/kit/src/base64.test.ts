import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, dataUrlHeaderLength } from './base64';

// The codec's rules are tested in full through the Base64 tool (packages/tool-base64-tools); these
// pin what the image tools rely on.
describe('base64 codec', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const decoded = base64ToBytes({ text: bytesToBase64({ bytes }) });
    expect(decoded.ok && [...decoded.bytes]).toEqual([...bytes]);
  });

  it('skips a data URL header and line breaks', () => {
    const text = 'data:image/png;base64,iVBO\r\nRw0K';
    expect(dataUrlHeaderLength({ text })).toBe(22);
    const decoded = base64ToBytes({ text });
    expect(decoded.ok && [...decoded.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
  });

  it('reports a character that is not Base64 with its position', () => {
    expect(base64ToBytes({ text: 'ab!d' })).toEqual({
      ok: false,
      error: { code: 'invalidCharacter', character: '!', position: 3 },
    });
  });
});
