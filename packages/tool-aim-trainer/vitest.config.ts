import { defineToolboxConfig } from '@toolbox/vitest';

export default defineToolboxConfig({ environment: 'dom' });
