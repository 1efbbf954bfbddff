import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'crypto-tools',
  categories: ['security'],
  keywords: ['encrypt', 'decrypt', 'aes', 'openssl', 'hash', 'sha256', 'md5', 'password generator'],
  icon: 'shield',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  share: true,
  accepts: { files: ['*/*'], multipleFiles: true },
  load: () => import('./ui/crypto-tools-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
