import type { AppDatabase } from '../db/client.ts';
import { sayings } from '../db/schema.ts';

export const sayingLocales = ['en', 'zh'] as const;
export type SayingLocale = (typeof sayingLocales)[number];

/**
 * Short sayings about love, friendship and time for the card-draw event, written for this project
 * (no quotations). The zh list is its own writing, not a translation of the en one.
 */
export const sayingsSeed: Record<SayingLocale, readonly string[]> = {
  en: [
    'A kind word travels further than a loud one.',
    'Love is the art of noticing small things.',
    'Good friends make long roads feel short.',
    'Time spent laughing together is never lost.',
    'The best gifts are the hours we share.',
    'A shared umbrella makes the rain feel lighter.',
    'Love grows where patience is planted.',
    'Friendship is a lamp left on for someone.',
    'Every sunset is a promise of another morning together.',
    'Some people turn ordinary days into stories.',
    'The heart remembers what the calendar forgets.',
    'Two cups of tea taste better than one.',
    'A letter written slowly is read with care.',
    'Hold on to the people who hold on to you.',
    'Little moments, kept well, become a lifetime.',
    'Distance is only a measure, not a limit.',
    'Love listens before it speaks.',
    'A true friend can sit in quiet with you and call it a good day.',
    'Keep a little time each day for someone you love.',
    'Stars look brighter when someone points them out to you.',
    'The best way to spend time is to spend it kindly.',
    'A warm hello can mend a cold week.',
    'Love is a verb that needs practice every day.',
    'Old friends are the maps of who we were.',
    'Years go by quickly; good evenings go by slowly.',
    'When you share a path, the hills get smaller.',
    'A promise kept is a quiet kind of love.',
    'Nothing given with a full heart is wasted.',
    'Friendship is built one small favour at a time.',
    'Time is the one gift everyone can afford to give.',
    'A smile across the room can say more than a speech.',
    'Love is brave enough to be gentle.',
    'The right company turns waiting into a pleasure.',
    'Memories are the flowers that time cannot pick.',
    'Look at the moon tonight; someone far away is looking too.',
    'However wide the sky, there is a bridge for those who meet.',
  ],
  zh: [
    '一句温柔的话，能暖一整个冬天。',
    '好朋友让长路变短。',
    '一起笑过的时光，从不算浪费。',
    '最好的礼物，是我们共度的时间。',
    '两个人撑一把伞，雨也变得轻了。',
    '耐心种下的地方，爱会慢慢发芽。',
    '友情是为某人留着的一盏灯。',
    '有些人，把平凡的日子过成了故事。',
    '日历会忘记的，心会记得。',
    '两杯茶，总比一杯更香。',
    '慢慢写的信，会被细细地读。',
    '珍惜那些也珍惜你的人。',
    '小小的瞬间，好好收藏，就是一生。',
    '距离只是数字，不是界限。',
    '爱，先从倾听开始。',
    '真正的朋友，陪你安静也觉得是好日子。',
    '每天留一点时间，给你爱的人。',
    '有人指给你看，星星就更亮了。',
    '时间最好的用法，是温柔地用。',
    '一声问候，能修补一整周的冷清。',
    '爱是一个动词，需要每天练习。',
    '老朋友是我们过去的地图。',
    '岁月走得快，好的夜晚走得慢。',
    '有人同行，山坡也变矮了。',
    '守住的承诺，是一种安静的爱。',
    '用心给出的东西，从不会白费。',
    '友情是一件件小事搭起来的。',
    '时间是每个人都送得起的礼物。',
    '隔着人群的一个微笑，比长长的话更动人。',
    '爱足够勇敢，所以能够温柔。',
    '对的陪伴，让等待也成了享受。',
    '回忆是时间摘不走的花。',
    '今晚看看月亮，远方也有人在看。',
    '银河再宽，也有相逢的桥。',
    '把喜欢说出口，是今天最好的勇气。',
    '一起走过的路，每一步都算数。',
  ],
};

/**
 * Inserts the seed sayings that are missing. Idempotent (the unique index on locale and text turns
 * a repeat into nothing), so every start-up, and two instances starting at once, may run it.
 */
export async function seedSayings(db: AppDatabase): Promise<void> {
  const rows = sayingLocales.flatMap((locale) => sayingsSeed[locale].map((text) => ({ locale, text })));
  await db
    .insert(sayings)
    .values(rows)
    .onConflictDoNothing({ target: [sayings.locale, sayings.text] });
}
