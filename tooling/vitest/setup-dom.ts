import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for a condition; their limit only guards a hang. Testing Library's
// 1 s default turned a slow render on a busy machine into "Unable to find an element".
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out, so it has no ResizeObserver; components that watch their size (Radix
// ScrollArea) need one to mount. This one never reports a change, as jsdom's sizes never change.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  // Files that opt into `@vitest-environment node` (WASM, child processes) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
