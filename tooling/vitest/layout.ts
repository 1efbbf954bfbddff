import { vi } from 'vitest';

export type Side = 'width' | 'height';

/**
 * jsdom lays nothing out: every size is 0, so a virtualised list renders no rows. Call in a
 * `beforeEach` (vitest's `restoreAllMocks` undoes it) with each element's size as a browser would
 * measure it; the bounding box, client and offset sizes all answer from it.
 */
export function mockLayout(sizeOf: (element: HTMLElement, side: Side) => number): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = sizeOf(this, 'width');
    const height = sizeOf(this, 'height');
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) };
  });
  for (const [property, side] of [
    ['clientHeight', 'height'],
    ['clientWidth', 'width'],
    ['offsetHeight', 'height'],
    ['offsetWidth', 'width'],
  ] as const) {
    vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(function (this: HTMLElement) {
      return sizeOf(this, side);
    });
  }
}
