/**
 * The repository's initial cards: a small world to start from, one card of each type, written for
 * this project in both languages. The ids are the same in both, so adding them twice (in either
 * language) skips the ones already there.
 */
import { type Card, createBlankCard } from '@toolbox/story-world';

type Locale = 'en' | 'zh';
type Text = Record<Locale, string>;

const pick = (text: Text, locale: Locale) => text[locale];

export function initialCards(locale: Locale): Card[] {
  const l = (text: Text) => pick(text, locale);
  const tags = (en: string[], zh: string[]) => (locale === 'zh' ? zh : en);
  return [
    {
      ...createBlankCard('CoreConcept', { id: 'seed_core_clockwork_city' }),
      type: 'CoreConcept',
      name: l({ en: 'The Clockwork City', zh: '发条之城' }),
      summary: l({
        en: 'A city that runs on one enormous clock; when it stops, so does time inside the walls.',
        zh: '一座靠巨大钟表运转的城市；钟停下时，城墙内的时间也随之停止。',
      }),
      tags: tags(['steampunk', 'mystery'], ['蒸汽朋克', '悬疑']),
      statement: l({
        en: 'Every hour the great clock loses is an hour someone in the city forgets.',
        zh: '大钟每走慢一小时，城里就有人失去一小时的记忆。',
      }),
      tension: 4,
      constraints: [
        l({ en: 'No magic: every wonder has a mechanism.', zh: '没有魔法：一切奇迹都有机关可循。' }),
      ],
    },
    {
      ...createBlankCard('Character', { id: 'seed_character_mara' }),
      type: 'Character',
      name: l({ en: 'Mara Quill', zh: '玛拉·奎尔' }),
      summary: l({
        en: 'A young clock-mender who hears the city ticking out of step.',
        zh: '一位年轻的修钟匠，听得出城市的滴答声乱了节拍。',
      }),
      tags: tags(['protagonist'], ['主角']),
      desire: l({ en: 'To find out who is slowing the great clock.', zh: '查明是谁在拖慢大钟。' }),
      fear: l({ en: 'Forgetting her brother, the last person she has.', zh: '忘记她唯一的亲人——她的哥哥。' }),
      belief: l({
        en: 'Any machine can be understood if you listen long enough.',
        zh: '只要听得够久，任何机器都能弄懂。',
      }),
      traits: [
        { key: l({ en: 'patient', zh: '耐心' }), polarity: 1 },
        { key: l({ en: 'distrustful', zh: '多疑' }), polarity: -1 },
      ],
      resources: { [l({ en: 'brass gears', zh: '黄铜齿轮' })]: 3 },
      relations: { seed_faction_guild: -30 },
    },
    {
      ...createBlankCard('Environment', { id: 'seed_environment_undercity' }),
      type: 'Environment',
      name: l({ en: 'The Undercity Gearworks', zh: '地下齿轮工坊' }),
      summary: l({
        en: 'Tunnels beneath the clock tower where the great gears turn.',
        zh: '钟楼下方的隧道，巨大的齿轮在那里转动。',
      }),
      image: l({
        en: 'Steam, lamplight on brass, and a floor that trembles with every tick.',
        zh: '蒸汽弥漫，灯光映在黄铜上，地面随每一声滴答震颤。',
      }),
      rule: l({ en: 'Nobody may enter without a Guild token.', zh: '没有行会令牌的人不得进入。' }),
      secret: l({
        en: 'One gear was replaced with a forgery last winter.',
        zh: '去年冬天，有一个齿轮被换成了仿制品。',
      }),
      clocks: [
        {
          id: 'clock_seed_stop',
          name: l({ en: 'The clock stops', zh: '大钟停摆' }),
          value: 2,
          max: 6,
          kind: 'countdown',
        },
      ],
    },
    {
      ...createBlankCard('SpecialObject', { id: 'seed_object_heartspring' }),
      type: 'SpecialObject',
      name: l({ en: 'The Heartspring', zh: '心之发条' }),
      summary: l({
        en: 'A mainspring that can wind any machine, or any heart, for one day.',
        zh: '一根主发条，能为任何机器——或任何一颗心——上紧一天的弦。',
      }),
      anomaly: l({ en: 'It is always warm, and it beats.', zh: '它总是温热的，而且会跳动。' }),
      costRule: l({
        en: 'Each use takes a memory from whoever winds it.',
        zh: '每用一次，上弦的人就会失去一段记忆。',
      }),
      durability: 7,
    },
    {
      ...createBlankCard('Faction', { id: 'seed_faction_guild' }),
      type: 'Faction',
      name: l({ en: 'The Horologists’ Guild', zh: '钟表匠行会' }),
      summary: l({
        en: 'Keepers of the great clock, and of its secrets.',
        zh: '大钟的守护者，也是它秘密的守护者。',
      }),
      stance: l({
        en: 'Order above all; a stopped clock is a stopped city.',
        zh: '秩序高于一切；钟停了，城也就停了。',
      }),
      reputation: { seed_character_mara: -30 },
    },
    {
      ...createBlankCard('Goal', { id: 'seed_goal_restart' }),
      type: 'Goal',
      name: l({ en: 'Keep the clock running', zh: '让大钟继续走' }),
      summary: l({
        en: 'Find the forged gear before the clock stops.',
        zh: '在大钟停摆前找到那个仿制的齿轮。',
      }),
      successCondition: l({
        en: 'The forged gear is replaced before the countdown ends.',
        zh: '在倒计时结束前换下仿制齿轮。',
      }),
      deadlineClockId: 'clock_seed_stop',
    },
  ];
}
