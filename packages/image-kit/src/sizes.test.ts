import { describe, expect, it, vi } from 'vitest';
import { outputDimensions, searchQuality } from './sizes';

const photo = { width: 4000, height: 3000 };

describe('outputDimensions (CONTEXT.md Rules: Sizes)', () => {
  it('keeps the original when nothing is asked', () => {
    expect(outputDimensions({ source: photo, keepAspect: true })).toEqual(photo);
    expect(outputDimensions({ source: photo, width: 0, keepAspect: false })).toEqual(photo);
  });

  it('with aspect kept, fits inside a box, enlarging a smaller image too', () => {
    expect(outputDimensions({ source: photo, width: 1080, height: 1080, keepAspect: true })).toEqual({
      width: 1080,
      height: 810,
    });
    expect(
      outputDimensions({ source: { width: 300, height: 600 }, width: 1200, height: 630, keepAspect: true }),
    ).toEqual({
      width: 315,
      height: 630,
    });
    expect(
      outputDimensions({ source: { width: 100, height: 50 }, width: 400, height: 400, keepAspect: true }),
    ).toEqual({
      width: 400,
      height: 200,
    });
  });

  it('with aspect kept, derives the side not given', () => {
    expect(outputDimensions({ source: photo, width: 1000, keepAspect: true })).toEqual({
      width: 1000,
      height: 750,
    });
    expect(outputDimensions({ source: photo, height: 1000, keepAspect: true })).toEqual({
      width: 1333,
      height: 1000,
    });
  });

  it('without aspect lock, a side not given stays the original', () => {
    expect(outputDimensions({ source: photo, width: 500, keepAspect: false })).toEqual({
      width: 500,
      height: 3000,
    });
    expect(outputDimensions({ source: photo, width: 500, height: 20, keepAspect: false })).toEqual({
      width: 500,
      height: 20,
    });
  });

  it('never gives a side under 1 pixel', () => {
    expect(outputDimensions({ source: { width: 5000, height: 2 }, width: 100, keepAspect: true })).toEqual({
      width: 100,
      height: 1,
    });
  });
});

describe('searchQuality (CONTEXT.md Rules: Sizes › Target size)', () => {
  // An encoder whose output grows with quality: 1 KB per quality point.
  const linear = vi.fn(async (quality: number) => quality * 1024);

  it('finds the highest quality within the target by halving, in at most seven encodes', async () => {
    linear.mockClear();
    expect(await searchQuality(linear, 63 * 1024 + 500)).toEqual({
      quality: 63,
      bytes: 63 * 1024,
      fits: true,
    });
    expect(linear.mock.calls.length).toBeLessThanOrEqual(7);
    expect(await searchQuality(linear, 200 * 1024)).toEqual({ quality: 100, bytes: 100 * 1024, fits: true });
  });

  it('falls back to the lowest quality and says it does not fit', async () => {
    expect(await searchQuality(linear, 5 * 1024)).toEqual({ quality: 10, bytes: 10 * 1024, fits: false });
  });
});
