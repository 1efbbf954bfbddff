import { fileURLToPath } from 'node:url';
import { startSite } from '@toolbox/e2e';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the built site once for every e2e file. */
export default async function setup(project: TestProject) {
  const site = await startSite({ siteDir: fileURLToPath(new URL('..', import.meta.url)) });
  project.provide('baseUrl', site.url);
  return () => site.stop();
}
