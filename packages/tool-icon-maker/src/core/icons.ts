/**
 * The icon library's rules (CONTEXT.md Rules: Icon library): an icon is `family:name`; the
 * categories are the families plus five by keywords in the name; a search matches names in
 * English and, through a dictionary, Chinese words; at most 48 icons are shown at once.
 */

export const ICONS_PER_PAGE = 48;
export const KEYWORD_CATEGORIES = ['interface', 'arrows', 'business', 'communication', 'media'] as const;
export type KeywordCategory = (typeof KEYWORD_CATEGORIES)[number];

export interface LibraryIcon {
  /** `family:name`, unique across the library. */
  id: string;
  family: string;
  name: string;
}

/** Words in an icon's name that put it in a keyword category (the first that matches wins). */
export const CATEGORY_KEYWORDS: Record<KeywordCategory, readonly string[]> = {
  arrows: ['arrow', 'chevron', 'caret', 'corner', 'move', 'undo', 'redo', 'refresh', 'rotate', 'swap'],
  communication: [
    'mail',
    'message',
    'chat',
    'phone',
    'send',
    'inbox',
    'bell',
    'at-sign',
    'contact',
    'voicemail',
  ],
  media: [
    'play',
    'pause',
    'music',
    'video',
    'camera',
    'image',
    'film',
    'mic',
    'volume',
    'speaker',
    'headphone',
    'radio',
    'tv',
  ],
  business: [
    'chart',
    'briefcase',
    'dollar',
    'euro',
    'money',
    'wallet',
    'credit-card',
    'bank',
    'shopping',
    'cart',
    'store',
    'receipt',
    'trending',
    'calculator',
    'presentation',
  ],
  interface: [
    'menu',
    'settings',
    'search',
    'home',
    'user',
    'check',
    'close',
    'x',
    'plus',
    'minus',
    'edit',
    'trash',
    'lock',
    'eye',
    'filter',
    'grid',
    'list',
    'toggle',
    'bookmark',
    'star',
    'heart',
  ],
};

const words = (name: string) => name.toLowerCase().split(/[-_\s]+/);

/** The keyword category of an icon name, if any: a keyword is a whole word of the name, or its start. */
export function keywordCategory(name: string): KeywordCategory | undefined {
  const parts = words(name);
  const joined = parts.join('-');
  for (const category of ['arrows', 'communication', 'media', 'business', 'interface'] as const) {
    const hit = CATEGORY_KEYWORDS[category].some((keyword) =>
      keyword.includes('-')
        ? joined.includes(keyword)
        : parts.includes(keyword) || parts.some((part) => part.startsWith(keyword) && keyword.length >= 4),
    );
    if (hit) return category;
  }
  return undefined;
}

/** Chinese search words and the English words of icon names they mean. */
export const CHINESE_KEYWORDS: Record<string, readonly string[]> = {
  箭头: ['arrow', 'chevron'],
  主页: ['home', 'house'],
  首页: ['home', 'house'],
  用户: ['user', 'person'],
  人: ['user', 'person', 'users'],
  设置: ['settings', 'cog', 'gear'],
  搜索: ['search'],
  心: ['heart'],
  爱: ['heart'],
  星: ['star'],
  邮件: ['mail', 'envelope'],
  电话: ['phone'],
  相机: ['camera'],
  音乐: ['music'],
  视频: ['video', 'film'],
  图片: ['image', 'photo', 'picture'],
  文件: ['file', 'document'],
  文件夹: ['folder'],
  日历: ['calendar'],
  时钟: ['clock', 'time'],
  时间: ['clock', 'time', 'timer'],
  购物: ['shopping', 'cart', 'bag'],
  钱: ['dollar', 'money', 'wallet', 'coin'],
  锁: ['lock'],
  云: ['cloud'],
  太阳: ['sun'],
  月亮: ['moon'],
  下载: ['download'],
  上传: ['upload'],
  分享: ['share'],
  删除: ['trash', 'delete'],
  编辑: ['edit', 'pencil', 'pen'],
  对勾: ['check'],
  勾: ['check'],
  关闭: ['x', 'close'],
  加: ['plus', 'add'],
  减: ['minus'],
  地图: ['map'],
  位置: ['pin', 'location', 'map-pin'],
  聊天: ['message', 'chat'],
  消息: ['message', 'chat', 'bell'],
  通知: ['bell', 'notification'],
  书: ['book'],
  图表: ['chart'],
  工作: ['briefcase'],
  礼物: ['gift'],
  游戏: ['gamepad', 'game'],
  代码: ['code'],
  终端: ['terminal'],
  数据库: ['database'],
  服务器: ['server'],
  闪电: ['zap', 'bolt', 'lightning'],
  火: ['flame', 'fire'],
  水: ['droplet', 'water'],
  树: ['tree'],
  花: ['flower'],
  猫: ['cat'],
  狗: ['dog'],
  车: ['car'],
  飞机: ['plane'],
  眼睛: ['eye'],
  播放: ['play'],
  暂停: ['pause'],
  麦克风: ['mic', 'microphone'],
  耳机: ['headphones'],
  刷新: ['refresh', 'rotate'],
  菜单: ['menu'],
  网格: ['grid'],
  列表: ['list'],
  书签: ['bookmark'],
  链接: ['link'],
  全球: ['globe'],
  地球: ['globe'],
  咖啡: ['coffee'],
};

/** The English words a search means: the query's own words, and those of Chinese words in it. */
export function searchTerms(query: string): string[] {
  const trimmed = query.trim().toLowerCase();
  if (trimmed === '') return [];
  const terms = new Set(trimmed.split(/\s+/).filter((word) => /[a-z0-9]/.test(word)));
  // Longest Chinese words first, so 文件夹 is not read as 文件.
  let rest = trimmed.replace(/[a-z0-9\s-]/g, '');
  for (const word of Object.keys(CHINESE_KEYWORDS).sort((a, b) => b.length - a.length)) {
    if (!rest.includes(word)) continue;
    for (const english of CHINESE_KEYWORDS[word] as readonly string[]) terms.add(english);
    rest = rest.replaceAll(word, '');
  }
  return [...terms];
}

/** The icons whose name contains any of the search's terms, names starting with one first. */
export function searchIcons(icons: readonly LibraryIcon[], query: string): LibraryIcon[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored = icons.flatMap((icon) => {
    const name = icon.name.toLowerCase();
    if (!terms.some((term) => name.includes(term))) return [];
    const starts = terms.some(
      (term) => name === term || name.startsWith(`${term}-`) || name.startsWith(term),
    );
    return [{ icon, rank: starts ? 0 : 1 }];
  });
  return scored
    .sort((a, b) => a.rank - b.rank || a.icon.name.length - b.icon.name.length)
    .map(({ icon }) => icon);
}

/** One page of 48 (pages from 1; a page past the end gives the last). */
export function iconPage<T>(icons: readonly T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(icons.length / ICONS_PER_PAGE));
  const current = Math.min(pages, Math.max(1, Math.floor(page)));
  return {
    items: icons.slice((current - 1) * ICONS_PER_PAGE, current * ICONS_PER_PAGE),
    page: current,
    pages,
  };
}
