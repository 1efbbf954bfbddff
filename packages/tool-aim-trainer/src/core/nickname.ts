/**
 * Nickname words (CONTEXT.md Rules: Nickname › Generated): cute animals and sweet words, written for
 * each language (the Chinese list is not a translation of the English one).
 */
export const NICKNAME_WORDS = {
  en: [
    'Bunny',
    'Kitten',
    'Panda',
    'Otter',
    'Hedgehog',
    'Penguin',
    'Koala',
    'Duckling',
    'Puppy',
    'Fawn',
    'Hamster',
    'Squirrel',
    'Lamb',
    'Seal',
    'Chick',
    'Honey',
    'Cupcake',
    'Marshmallow',
    'Peach',
    'Muffin',
    'Sugar',
    'Cookie',
    'Mochi',
    'Pudding',
    'Candy',
    'Caramel',
    'Dumpling',
    'Blossom',
    'Sunshine',
    'Sprinkle',
  ],
  zh: [
    '小兔子',
    '小猫咪',
    '小熊猫',
    '小水獭',
    '小刺猬',
    '小企鹅',
    '考拉宝宝',
    '小鸭子',
    '小奶狗',
    '小鹿',
    '小仓鼠',
    '小松鼠',
    '小绵羊',
    '小海豹',
    '小鸡仔',
    '蜂蜜',
    '小蛋糕',
    '棉花糖',
    '水蜜桃',
    '小松饼',
    '方糖',
    '曲奇',
    '麻薯',
    '布丁',
    '奶糖',
    '焦糖',
    '汤圆',
    '樱花',
    '小太阳',
    '奶茶',
  ],
} as const;

export type NicknameLocale = keyof typeof NICKNAME_WORDS;

/** The numbers after the word: 100 to 999. */
export const NICKNAME_MIN_NUMBER = 100;
export const NICKNAME_MAX_NUMBER = 999;

/**
 * CONTEXT.md Rules: Nickname › Generated: a word of the page's language followed by a space and a
 * number from 100 to 999 ("Bunny 123", "小兔子 520"). `random` gives 0 ≤ x < 1.
 */
export function generateNickname({
  locale,
  random = Math.random,
}: {
  locale: string;
  random?: () => number;
}): string {
  const words = NICKNAME_WORDS[locale === 'zh' ? 'zh' : 'en'];
  const word = words[Math.floor(random() * words.length)] ?? words[0];
  const span = NICKNAME_MAX_NUMBER - NICKNAME_MIN_NUMBER + 1;
  const number = NICKNAME_MIN_NUMBER + Math.floor(random() * span);
  return `${word} ${number}`;
}

/** CONTEXT.md Rules: Nickname › Guest: the name shown and submitted; `guest` when it is empty or blank. */
export function displayName({ name, guest }: { name: string | undefined; guest: string }): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? guest : trimmed;
}
