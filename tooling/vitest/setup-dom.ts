import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for a condition; their limit only guards a hang. Testing Library's
// 1 s default turned a slow render on a busy machine into "Unable to find an element".
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Files that opt into `@vitest-environment node` (WASM, child processes) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
