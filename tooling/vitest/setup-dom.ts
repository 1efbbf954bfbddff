import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Files that opt into `@vitest-environment node` (WASM, child processes) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
