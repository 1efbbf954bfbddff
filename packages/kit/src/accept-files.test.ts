import { describe, expect, it } from 'vitest';
import { type FileLike, matchesAccept, partitionFiles } from './accept-files';

const pdf: FileLike = { name: 'Report.PDF', type: 'application/pdf', size: 2_000 };
const png: FileLike = { name: 'photo.png', type: 'image/png', size: 500 };
const noType: FileLike = { name: 'notes.md', type: '', size: 10 };
const archive: FileLike = { name: 'backup.tar.gz', type: 'application/gzip', size: 10 };

describe('matchesAccept', () => {
  it.each([
    { rule: 'no accept takes anything', file: noType, accept: undefined, expected: true },
    { rule: 'empty accept takes anything', file: png, accept: ' ', expected: true },
    { rule: 'extension, case-insensitive', file: pdf, accept: '.pdf', expected: true },
    { rule: 'extension mismatch', file: png, accept: '.pdf', expected: false },
    { rule: 'multi-part extension', file: archive, accept: '.tar.gz', expected: true },
    { rule: 'exact MIME type', file: pdf, accept: 'application/pdf', expected: true },
    { rule: 'MIME type mismatch', file: png, accept: 'application/pdf', expected: false },
    { rule: 'MIME wildcard', file: png, accept: 'image/*', expected: true },
    { rule: 'MIME wildcard is per top-level type', file: pdf, accept: 'image/*', expected: false },
    { rule: 'wildcard never matches an empty type', file: noType, accept: 'text/*', expected: false },
    { rule: 'any token of a list, spaces ignored', file: png, accept: '.pdf, image/png', expected: true },
    { rule: 'extension rescues an empty type', file: noType, accept: 'text/markdown,.md', expected: true },
    { rule: '*/* takes anything', file: noType, accept: '*/*', expected: true },
  ])('$rule', ({ file, accept, expected }) => {
    expect(matchesAccept({ file, accept })).toBe(expected);
  });
});

describe('partitionFiles', () => {
  it.each([
    {
      rule: 'wrong type is rejected with reason type',
      input: { files: [png], accept: '.pdf' },
      accepted: [],
      rejected: [{ file: png, reason: 'type' }],
    },
    {
      rule: 'oversize is rejected with reason size',
      input: { files: [pdf], accept: '.pdf', maxSizeBytes: 1_999 },
      accepted: [],
      rejected: [{ file: pdf, reason: 'size' }],
    },
    {
      rule: 'exactly the limit is accepted',
      input: { files: [pdf], maxSizeBytes: 2_000 },
      accepted: [pdf],
      rejected: [],
    },
    {
      rule: 'type is reported before size',
      input: { files: [pdf], accept: 'image/*', maxSizeBytes: 1 },
      accepted: [],
      rejected: [{ file: pdf, reason: 'type' }],
    },
    {
      rule: 'single mode considers only the first file',
      input: { files: [png, pdf], accept: '.pdf' },
      accepted: [],
      rejected: [{ file: png, reason: 'type' }],
    },
    {
      rule: 'multiple mode keeps every good file and reports each bad one',
      input: { files: [pdf, png, noType], accept: '.pdf,.png', maxSizeBytes: 1_000, multiple: true },
      accepted: [png],
      rejected: [
        { file: pdf, reason: 'size' },
        { file: noType, reason: 'type' },
      ],
    },
    { rule: 'no files gives nothing', input: { files: [], multiple: true }, accepted: [], rejected: [] },
  ])('$rule', ({ input, accepted, rejected }) => {
    expect(partitionFiles(input)).toEqual({ accepted, rejected });
  });
});
