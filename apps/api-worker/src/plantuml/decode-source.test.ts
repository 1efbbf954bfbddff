import plantumlEncoder from 'plantuml-encoder';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { decodeDiagramSource, MAX_SOURCE_BYTES } from './decode-source.ts';

const sequence = '@startuml\nAlice -> Bob: héllo 你好\n@enduml';
const base64 = Buffer.from(sequence).toString('base64');
const base64url = Buffer.from(sequence).toString('base64url');

function refusal(encoded: string): string {
  try {
    decodeDiagramSource(encoded);
  } catch (error) {
    if (error instanceof ApiError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'decoded';
}

describe('decodeDiagramSource', () => {
  it.each([
    ['PlantUML deflate (plantuml-encoder)', plantumlEncoder.encode(sequence), 'deflate'],
    ['~b + base64', `~b${base64}`, 'base64'],
    ['~b + base64url without padding', `~b${base64url}`, 'base64'],
    ['unprefixed base64 of a source starting with @start', base64, 'base64'],
    ['~h + hex', `~h${Buffer.from(sequence).toString('hex')}`, 'hex'],
  ])('decodes %s', (_form, encoded, encoding) => {
    expect(decodeDiagramSource(encoded)).toEqual({ source: sequence, encoding });
  });

  it.each([
    ['', 'BAD_REQUEST: The diagram source is empty'],
    ['not+plantuml', 'BAD_REQUEST: The diagram source is not valid PlantUML encoding'],
    ['AAAA', 'BAD_REQUEST: The diagram source is not valid PlantUML encoding'],
    ['~hXYZ', 'BAD_REQUEST: The diagram source is not valid hexadecimal encoding'],
    ['~b@@', 'BAD_REQUEST: The diagram source is not valid base64 encoding'],
    ['~hff fe', 'BAD_REQUEST: The diagram source is not valid hexadecimal encoding'],
    ['~hfffe', 'BAD_REQUEST: The diagram source is not valid UTF-8'],
    [`~b${Buffer.from('   ').toString('base64')}`, 'BAD_REQUEST: The diagram source is empty'],
    [
      plantumlEncoder.encode('A'.repeat(MAX_SOURCE_BYTES + 1)),
      'PAYLOAD_TOO_LARGE: The diagram source is larger than 64 KB',
    ],
    [
      plantumlEncoder.encode('x'.repeat(50 * 1024 * 1024)),
      'PAYLOAD_TOO_LARGE: The diagram source is larger than 64 KB',
    ],
    [
      `~b${Buffer.alloc(MAX_SOURCE_BYTES + 3, 'a').toString('base64')}`,
      'PAYLOAD_TOO_LARGE: The diagram source is larger than 64 KB',
    ],
  ])('refuses %#', (encoded, expected) => {
    expect(refusal(encoded)).toBe(expected);
  });

  it('accepts a source of exactly the limit', () => {
    const source = `@startuml\n${'a'.repeat(MAX_SOURCE_BYTES - 20)}\n@enduml`.padEnd(MAX_SOURCE_BYTES, ' ');
    expect(decodeDiagramSource(plantumlEncoder.encode(source)).source).toHaveLength(MAX_SOURCE_BYTES);
  });
});
