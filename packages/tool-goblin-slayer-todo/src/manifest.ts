import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'goblin-slayer-todo',
  categories: ['data', 'ai'],
  keywords: ['todo', 'tasks', 'ai split', 'pomodoro'],
  icon: 'list-todo',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  load: () => import('./ui/goblin-slayer-todo-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
