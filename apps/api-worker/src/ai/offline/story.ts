import {
  type StoryCard,
  type StoryCardUpdate,
  type StoryGenerateInput,
  type StoryNewClock,
  type StoryResult,
  storyLengthRange,
} from '@toolbox/kit/api-schemas';
import {
  asSentence,
  charCount,
  collapse,
  cut,
  hasCjk,
  hashOf,
  pick,
  shorten,
  stripEndPunctuation,
} from './text.ts';

type Lang = 'en' | 'zh';

interface Cast {
  lang: Lang;
  seed: number;
  hero: string;
  heroCard?: StoryCard;
  partner?: StoryCard;
  place: string;
  environment?: StoryCard;
  concept?: StoryCard;
  object?: StoryCard;
  faction?: StoryCard;
  goal?: StoryCard;
  names: Set<string>;
}

/**
 * The offline engine's story page: a segment written from the selected cards (a character's
 * desire, fear and belief, the environment's image, rule and secret, an object's anomaly and cost,
 * a faction's stance, the goal, the core concept) and the previous summary, sized to the requested
 * story length, plus a short summary, a title and suggestions. Card updates, new clocks and
 * resource changes appear only when their option is on, and respect `forbid:pathPrefix=` constraints.
 */
export function composeStory(input: StoryGenerateInput): StoryResult {
  const { promptData } = input;
  const options = promptData.generationOptions;
  const cast = castOf(input);
  const segment = writeSegment(cast, promptData);
  const forbidden = forbiddenPrefixes(promptData.promptConstraints ?? '');
  return {
    storySegment: segment,
    summary: summaryOf(cast),
    title: titleOf(cast),
    cardUpdates: options.enableCardUpdates
      ? cardUpdatesOf(cast).filter((update) =>
          Object.keys(update.changes).every((path) => !forbidden.some((prefix) => path.startsWith(prefix))),
        )
      : [],
    newClocks: options.enableNewClocks ? [newClockOf(cast)] : [],
    resourceChanges: options.enableResourceChanges ? resourceChangesOf(cast) : {},
    nextSuggestions: suggestionsOf(cast).slice(0, options.maxSuggestions),
  };
}

function castOf({ promptData, locale }: StoryGenerateInput): Cast {
  const cards = promptData.selectedCards;
  const all = cards.map((card) => `${card.name} ${card.summary}`).join(' ');
  const lang: Lang = locale ?? (hasCjk(`${all} ${promptData.customUserText ?? ''}`) ? 'zh' : 'en');
  const first = (type: string) => cards.find((card) => card.type === type);
  const characters = cards.filter((card) => card.type === 'Character');
  const environment = first('Environment');
  const heroCard = characters[0];
  return {
    lang,
    seed: hashOf(JSON.stringify(promptData)),
    hero: nameOf(heroCard, lang === 'zh' ? '旅人' : 'the traveller'),
    heroCard,
    partner: characters[1],
    place: nameOf(environment, lang === 'zh' ? '这片土地' : 'this place'),
    environment,
    concept: first('CoreConcept'),
    object: first('SpecialObject'),
    faction: first('Faction'),
    goal: first('Goal'),
    names: new Set(cards.map((card) => card.name.trim()).filter(Boolean)),
  };
}

function nameOf(card: StoryCard | undefined, fallback: string): string {
  return cut(collapse(card?.name ?? ''), 40) || fallback;
}

/** A card's field as a clause to embed: collapsed, shortened, without its final full stop. */
function clause(cast: Cast, text: string | undefined, max = 120): string | undefined {
  const value = stripEndPunctuation(collapse(text ?? ''));
  if (!value) return undefined;
  const short = shorten(value, max);
  if (cast.lang === 'zh') return short;
  // Lower-case a sentence start ("To secure…") but never a card name ("Mara wants…").
  const isName = [...cast.names].some((name) => short.startsWith(name));
  return /^[A-Z](?:[a-z]|\s)/.test(short) && !isName ? short.charAt(0).toLowerCase() + short.slice(1) : short;
}

const STYLE_LINES: { match: RegExp; en: string; zh: string }[] = [
  {
    match: /suspense|thriller|悬疑|紧张/i,
    en: 'Somewhere behind {hero}, a door clicked shut that no one had touched.',
    zh: '{hero}身后，一扇没人碰过的门悄然合上了。',
  },
  {
    match: /humou?r|comed|funny|幽默|轻松/i,
    en: '{hero} sighed: saving the world was supposed to come with better snacks.',
    zh: '{hero}叹了口气：拯救世界这种事，至少该管顿饱饭吧。',
  },
  {
    match: /sci-?fi|science|科幻/i,
    en: 'Telemetry scrolled across the visor of {hero}, every reading a little worse than the last.',
    zh: '{hero}的面罩上数据不断滚动，每一项读数都比上一项更糟。',
  },
  {
    match: /fantasy|epic|史诗|奇幻/i,
    en: 'Far above, the old banners of {place} stirred as if an army were about to march.',
    zh: '高处，{place}古老的旗帜猎猎作响，仿佛大军即将出征。',
  },
  {
    match: /gothic|dark|horror|哥特|黑暗|恐怖/i,
    en: 'Candles guttered in {place}, and the shadows leaned closer to listen.',
    zh: '{place}的烛火摇曳欲灭，阴影俯下身来倾听。',
  },
  {
    match: /wuxia|xianxia|martial|武侠|仙侠|江湖/i,
    en: '{hero} rested a hand on the hilt; in this world, a promise was kept with steel.',
    zh: '{hero}按住剑柄；在这江湖里，承诺要用刀剑来兑现。',
  },
  {
    match: /classic|古典/i,
    en: 'It was an hour of long shadows, when old houses seem to remember their dead.',
    zh: '正是斜阳拉长影子的时辰，老宅仿佛都记起了故人。',
  },
];

// Atmosphere used to reach the requested length when the cards give too little to say.
const FILLERS: Record<Lang, readonly string[]> = {
  en: [
    'The wind carried voices from {place}, too faint to understand and too close to ignore.',
    '{hero} counted the exits out of habit and found one fewer than expected.',
    'Nobody spoke for a while; the silence did the work of an argument.',
    'Every step forward seemed to cost a little more than the one before.',
    'Light moved across {place} slowly, as if it were searching for someone.',
    'Somewhere a bell rang once and then thought better of it.',
    '{hero} remembered a promise made long ago and wondered who still kept theirs.',
    'The ground itself seemed to listen, patient and unimpressed.',
    'A stranger passed close enough to touch, smelling of rain and old paper, and was gone.',
    '{hero} caught a reflection in a puddle and, for a heartbeat, did not recognise the face.',
    'Rumours travelled faster than people in {place}, and most of them were about {hero}.',
    'The air tasted of metal, the way it does before a storm decides where to break.',
    'Old marks were scratched into a doorframe, the heights of children who had long since left.',
    'It would have been easy to turn back, and that was exactly why {hero} did not.',
    'Footsteps sounded somewhere behind, quickening and slowing as if unsure whether to follow.',
    '{hero} found an old coin in a pocket, worn smooth, the only thing kept from home.',
    'A torn notice flapped on a wall; only a date was still legible.',
    'No one knew how long the standoff would last, only that whoever yielded would lose everything.',
  ],
  zh: [
    '风从{place}吹来，带着听不清却又无法忽视的低语，像是有人在很远的地方反复念着一个名字。',
    '{hero}习惯性地数了数出口，比预想的少了一个，这个发现让人心里一沉。',
    '很长一段时间没有人说话，沉默本身就是一场争论，谁先开口谁就输了。',
    '每向前一步，代价似乎都比上一步更重，可脚下的路并没有给人回头的余地。',
    '光缓缓掠过{place}，像是在寻找什么人，又像是在为谁照亮最后一段路。',
    '远处的钟声响了一下，随即又犹豫着沉寂下去，仿佛连它也不确定此刻该不该出声。',
    '{hero}想起很久以前许下的承诺，不知道当年一同起誓的人，如今还有谁在信守。',
    '大地仿佛也在倾听，耐心而冷漠，见惯了来来去去的人和他们各自的执念。',
    '一个陌生人擦肩而过，身上带着雨水和旧纸的气味，转眼就消失在人群之中。',
    '{hero}在积水里瞥见自己的倒影，有那么一瞬间，竟认不出那张脸属于谁。',
    '在{place}，流言总比人走得快，而最近的流言大多与{hero}有关。',
    '空气里有一股金属的味道，就像暴风雨来临之前，天空还没决定在哪里落下第一道雷。',
    '门框上刻着一道道旧痕，记录着孩子们的身高，而那些孩子早已离开了这里。',
    '转身离开本来很容易，正因为如此，{hero}才没有这么做。',
    '夜色一点点压下来，把街巷的轮廓揉成模糊的一片，只剩零星几盏灯还在坚持。',
    '有人在暗处低声交谈，话题一转到{hero}身上，声音便立刻低了下去。',
    '远处传来脚步声，时快时慢，像是在犹豫要不要靠近，又像是在等待一个暗号。',
    '{hero}把手插进口袋，摸到一枚早已磨平的旧硬币，那是离家时唯一带走的东西。',
    '墙上的旧告示被风掀起一角，上面的字迹已经模糊，只剩下一个日期还依稀可辨。',
    '没有人知道这场僵持会持续多久，但每个人都清楚，退让的一方将失去一切。',
    '{place}的夜晚总是来得特别早，仿佛连时间都不愿在这里多停留片刻。',
    '{hero}忽然意识到，自己一直在躲避的东西，也许正是自己真正想要的东西。',
    '一只野猫从屋檐上跃下，悄无声息地穿过街道，像是在替谁传递消息。',
    '记忆和眼前的景象慢慢重叠，{hero}一时分不清哪一个才是真实。',
  ],
};

function beatsOf(cast: Cast, promptData: StoryGenerateInput['promptData']): string[] {
  const { lang, hero, place, heroCard, partner, environment, concept, object, faction, goal } = cast;
  const zh = lang === 'zh';
  const c = (text: string | undefined, max?: number) => clause(cast, text, max);
  const beats: (string | false | undefined)[] = [];
  const lastSummary = promptData.previousSummary.trim().split('\n').filter(Boolean).at(-1);
  if (lastSummary) {
    beats.push(
      zh
        ? `前情仍历历在目：${c(lastSummary, 100)}。`
        : `What had come before still weighed on everyone: ${c(lastSummary, 100)}.`,
    );
  }
  const image = c(environment?.image, 150);
  beats.push(
    image
      ? zh
        ? `${image}——这是${place}给人的第一印象。`
        : `${capitalFirst(image)}: that was the first thing anyone noticed about ${place}.`
      : zh
        ? `${place}一片寂静，仿佛在等待什么。`
        : `${capitalFirst(place)} lay quiet, as if waiting for something.`,
  );
  const rule = c(environment?.rule);
  if (rule)
    beats.push(
      zh ? `在这里，有一条高于一切的规则：${rule}。` : `Here one rule held above all others: ${rule}.`,
    );
  const desire = c(heroCard?.desire);
  beats.push(
    desire
      ? zh
        ? `${hero}来到这里只为一件事：${desire}。`
        : `${capitalFirst(hero)} had come for one reason: ${desire}.`
      : zh
        ? `${hero}来到${place}，心里揣着一个不愿说出口的理由。`
        : `${capitalFirst(hero)} had come to ${place} with a reason best left unspoken.`,
  );
  // Cards the beats below do not write in are introduced by their summaries.
  const written = new Set(
    [
      heroCard?.desire || heroCard?.fear ? heroCard : undefined,
      partner,
      environment?.image || environment?.rule ? environment : undefined,
      concept?.statement ? concept : undefined,
      object,
      faction,
      goal,
    ].map((card) => card?.id),
  );
  for (const card of promptData.selectedCards) {
    const about = c(card.summary, 100);
    if (about && card.name.trim() && !written.has(card.id)) {
      beats.push(
        zh
          ? `人们都说，${card.name}是${about}。`
          : `Those who knew ${card.name} would have put it simply: ${about}.`,
      );
    }
  }
  const statement = c(concept?.statement);
  if (statement)
    beats.push(
      zh
        ? `这个世界有一条古老的真理：${statement}。`
        : `It was the oldest truth of this world: ${statement}.`,
    );
  if (object) {
    const anomaly = c(object.anomaly);
    beats.push(
      zh
        ? `${object.name}在${hero}手中微微颤动${anomaly ? `——${anomaly}` : ''}。`
        : `In the hands of ${hero}, ${object.name} stirred${anomaly ? `: ${anomaly}` : ''}.`,
    );
    const cost = c(object.costRule);
    if (cost) beats.push(zh ? `但这是有代价的：${cost}。` : `But there was a price: ${cost}.`);
  }
  const stance = c(faction?.stance);
  if (faction) {
    beats.push(
      zh
        ? `${faction.name}在远处注视着这一切${stance ? `，他们的立场从未改变：${stance}` : ''}。`
        : `${capitalFirst(faction.name)} watched from a distance${stance ? `, true to their creed: ${stance}` : ''}.`,
    );
  }
  if (partner) {
    const wish = c(partner.desire);
    beats.push(
      zh
        ? `${partner.name}从人群中走出来${wish ? `，眼神里写着另一个愿望：${wish}` : '，却什么也没说'}。`
        : `${capitalFirst(partner.name)} stepped out of the crowd${wish ? `, wanting something else entirely: ${wish}` : ', saying nothing at all'}.`,
    );
  }
  const fear = c(heroCard?.fear);
  if (fear)
    beats.push(
      zh
        ? `那一刻，${hero}最深的恐惧又回来了：${fear}。`
        : `For a moment the oldest fear of ${hero} returned: ${fear}.`,
    );
  const belief = c(heroCard?.belief);
  if (belief)
    beats.push(
      zh ? `可${hero}依旧守着一个信念：${belief}。` : `Yet ${hero} held on to one conviction: ${belief}.`,
    );
  const custom = c(promptData.customUserText, 200);
  if (custom)
    beats.push(zh ? `就在这时，转折出现了：${custom}。` : `Then came the turn no one expected: ${custom}.`);
  const condition = c(goal?.successCondition);
  if (goal) {
    beats.push(
      zh
        ? `一切都指向同一个目标${condition ? `：${condition}` : `——${goal.name}`}。`
        : `Everything now turned on a single aim${condition ? `: ${condition}` : `, ${goal.name}`}.`,
    );
  }
  const secret = c(environment?.secret);
  if (secret) beats.push(zh ? `很少有人想到，${secret}。` : `Few suspected the truth: ${secret}.`);
  const style = STYLE_LINES.find(({ match }) => match.test(promptData.styleReference ?? ''));
  if (style) beats.push(fillNames(style[lang], cast));
  return beats.filter((beat): beat is string => typeof beat === 'string' && beat.length > 0);
}

function writeSegment(cast: Cast, promptData: StoryGenerateInput['promptData']): string {
  const range = storyLengthRange[promptData.generationOptions.storyLength];
  const zh = cast.lang === 'zh';
  const closing = zh
    ? `${cast.hero}做出了选择，而${cast.place}将永远记住这一刻。`
    : `${capitalFirst(cast.hero)} made a choice, and ${cast.place} would remember it.`;
  const sentences: string[] = [];
  const assemble = (list: string[]) => paragraphs([...list, closing], zh);
  for (const beat of beatsOf(cast, promptData)) {
    if (charCount(assemble([...sentences, beat])) <= range.max) sentences.push(beat);
  }
  // Pad with atmosphere until the segment reaches the requested length.
  const fillers = FILLERS[cast.lang].map((line) => fillNames(line, cast));
  const start = cast.seed % fillers.length;
  for (let index = 0; index < fillers.length && charCount(assemble(sentences)) < range.min; index++) {
    const filler = fillers[(start + index) % fillers.length] as string;
    const at = Math.min(sentences.length, 2 + index * 2);
    const candidate = [...sentences.slice(0, at), filler, ...sentences.slice(at)];
    if (charCount(assemble(candidate)) <= range.max) sentences.splice(at, 0, filler);
  }
  return assemble(sentences);
}

function paragraphs(sentences: string[], zh: boolean): string {
  const groups: string[] = [];
  for (let index = 0; index < sentences.length; index += 3) {
    groups.push(sentences.slice(index, index + 3).join(zh ? '' : ' '));
  }
  return groups.join('\n\n');
}

function fillNames(template: string, cast: Cast): string {
  const sentence = template.replaceAll('{hero}', cast.hero).replaceAll('{place}', cast.place);
  return capitalFirst(sentence);
}

function capitalFirst(text: string): string {
  return /^[a-z]/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function summaryOf(cast: Cast): string {
  const { lang, hero, partner, place, seed } = cast;
  if (lang === 'zh') {
    const who = partner ? `${hero}与${partner.name}` : hero;
    return cut(`${who}在${place}${pick(['面临抉择', '付出代价', '揭开秘密', '越过底线'], seed)}。`, 100);
  }
  const who = partner ? `${hero} and ${partner.name}` : hero;
  const verbs = partner
    ? ['face a hard choice', 'pay a price', 'uncover a secret', 'cross a line']
    : ['faces a hard choice', 'pays a price', 'uncovers a secret', 'crosses a line'];
  return cut(asSentence(capitalFirst(`${who} ${pick(verbs, seed)} in ${place}`), false), 100);
}

function titleOf(cast: Cast): string {
  const { lang, hero, place, environment, seed } = cast;
  if (lang === 'zh') {
    const noun = pick(['抉择', '代价', '秘密', '誓言'], seed, 1);
    return environment ? `${place}·${hero}的${noun}` : `${hero}的${noun}`;
  }
  const noun = pick(['The Price of', 'The Choice of', 'The Secret of', 'The Oath of'], seed, 1);
  return environment ? `${place}: ${noun} ${hero}` : `${noun} ${capitalFirst(hero)}`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function cardUpdatesOf(cast: Cast): StoryCardUpdate[] {
  const { heroCard, partner, object, lang } = cast;
  const zh = lang === 'zh';
  const updates: StoryCardUpdate[] = [];
  if (heroCard && partner) {
    const current = heroCard.relations?.[partner.id] ?? 0;
    updates.push({
      cardId: heroCard.id,
      changes: { [`relations.${partner.id}`]: clamp(current + 10, -100, 100) },
      reason: zh
        ? `与${partner.name}共同经历危险，关系更近了`
        : `Sharing the danger brought them closer to ${partner.name}`,
    });
  } else if (heroCard?.resources && Object.keys(heroCard.resources).length > 0) {
    const [key, value] = Object.entries(heroCard.resources)[0] as [string, number];
    updates.push({
      cardId: heroCard.id,
      changes: { [`resources.${key}`]: Math.max(0, value - 1) },
      reason: zh ? `在这一幕中消耗了${key}` : `Spent some ${key} in this scene`,
    });
  }
  if (object && typeof object.durability === 'number') {
    updates.push({
      cardId: object.id,
      changes: { durability: Math.max(0, object.durability - 1) },
      reason: zh ? `${object.name}被使用了一次` : `${object.name} was used once`,
    });
  }
  return updates;
}

function newClockOf(cast: Cast): StoryNewClock {
  const { goal, environment, lang, seed, place } = cast;
  const id = `clock_offline_${seed.toString(36)}`;
  const zh = lang === 'zh';
  if (goal)
    return {
      id,
      name: zh ? `${goal.name}倒计时` : `${goal.name}: time running out`,
      max: 6,
      value: 1,
      kind: 'countdown',
    };
  if (environment?.secret)
    return { id, name: zh ? `${place}的真相` : `The truth of ${place}`, max: 4, value: 1, kind: 'truth' };
  return { id, name: zh ? '危机逼近' : 'Rising danger', max: 6, value: 1, kind: 'crisis' };
}

function resourceChangesOf(cast: Cast): Record<string, number> {
  const key = Object.keys(cast.heroCard?.resources ?? {})[0];
  return { [key ?? (cast.lang === 'zh' ? '补给' : 'supplies')]: -1 };
}

function suggestionsOf(cast: Cast): string[] {
  const { lang, hero, partner, place, heroCard, environment, object, faction, goal } = cast;
  const zh = lang === 'zh';
  const c = (text: string | undefined) => clause(cast, text, 60);
  const options: (string | false | undefined)[] = [
    heroCard?.fear &&
      (zh ? `让${hero}直面恐惧：${c(heroCard.fear)}` : `Make ${hero} face the fear: ${c(heroCard.fear)}`),
    environment?.secret && (zh ? `揭开${place}的秘密` : `Reveal the secret of ${place}`),
    object && (zh ? `让${object.name}的代价真正降临` : `Make the cost of ${object.name} come due`),
    partner &&
      (zh ? `让${hero}与${partner.name}公开对立` : `Bring ${hero} and ${partner.name} into open conflict`),
    faction && (zh ? `展示${faction.name}的反应` : `Show how ${faction.name} reacts`),
    goal && (zh ? `向目标推进：${goal.name}` : `Move closer to the goal: ${goal.name}`),
    zh ? '加入一个倒计时，提高赌注' : 'Raise the stakes with a ticking clock',
    zh ? '引入一个别有用心的陌生人' : 'Introduce a stranger with a hidden agenda',
  ];
  return options
    .filter((option): option is string => typeof option === 'string')
    .map((option) => cut(option, 100));
}

/** Path prefixes forbidden by `forbid:pathPrefix=...` constraints (the story builder's constraint rules; CONTEXT.md § AI). */
function forbiddenPrefixes(constraints: string): string[] {
  return [...constraints.matchAll(/forbid:pathPrefix=([^\s,;]+)/g)].map((match) => match[1] as string);
}
