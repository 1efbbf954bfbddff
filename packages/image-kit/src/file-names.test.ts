import { describe, expect, it } from 'vitest';
import { uniqueFileNames, withExtension } from './file-names';

describe('uniqueFileNames (CONTEXT.md Rules: File names)', () => {
  it('gives a taken name " (n)" before its extension, ignoring case', () => {
    expect(uniqueFileNames(['a.jpg', 'b.jpg', 'a.jpg', 'A.JPG', 'a (1).jpg', 'notes'])).toEqual([
      'a.jpg',
      'b.jpg',
      'a (1).jpg',
      'A (2).JPG',
      'a (1) (1).jpg',
      'notes',
    ]);
  });

  it('keeps a dot file and a name without extension whole', () => {
    expect(uniqueFileNames(['.env', '.env', 'README', 'README'])).toEqual([
      '.env',
      '.env (1)',
      'README',
      'README (1)',
    ]);
  });
});

describe('withExtension', () => {
  it('replaces the last extension or adds one', () => {
    expect(withExtension('photo.jpeg', '.webp')).toBe('photo.webp');
    expect(withExtension('archive.tar.gz', '.zip')).toBe('archive.tar.zip');
    expect(withExtension('scan', '.png')).toBe('scan.png');
  });
});
