import {
  AI_LIMITS,
  type CardGenerateInput,
  type CardPatch,
  type CardType,
  cardPatchTextFields,
} from '@toolbox/kit/api-schemas';
import { asSentence, capitalise, collapse, cut, hashOf, keywords, pick, shorten } from './text.ts';

type Templates = Record<string, { en: readonly string[]; zh: readonly string[] }>;

// {name}, {k1}..{k3}: the card's name and keywords of its summary; {K1}: capitalised.
const TEMPLATES: Record<CardType, Templates> = {
  CoreConcept: {
    statement: {
      en: [
        'In a world shaped by {k1}, every gain in {k2} costs something of {k3}.',
        '{name} asks one question: what is {k1} worth when {k2} is at stake?',
        'Power flows from {k1}; whoever controls {k2} writes the rules.',
      ],
      zh: [
        '在被{k1}塑造的世界里，每一次获得{k2}都要付出{k3}的代价。',
        '{name}追问一个问题：当{k2}岌岌可危时，{k1}还值多少？',
        '力量源自{k1}；谁掌控了{k2}，谁就书写规则。',
      ],
    },
  },
  Character: {
    desire: {
      en: [
        'To secure {k1} before anyone else can claim it',
        'To be recognised for {k1}, whatever it takes',
        'To protect {k2} and keep {k1} within reach',
      ],
      zh: ['在别人之前得到{k1}', '不惜一切让人认可自己的{k1}', '守护{k2}，并把{k1}握在手中'],
    },
    fear: {
      en: [
        'Losing {k1} and being forgotten',
        'That {k2} will expose who they really are',
        'Becoming someone who trades {k1} for safety',
      ],
      zh: ['失去{k1}，被所有人遗忘', '{k2}会暴露自己真正的身份', '变成为了安全而出卖{k1}的人'],
    },
    belief: {
      en: [
        '{K1} is earned, never given',
        'Everyone has a price, even those who guard {k2}',
        'Loyalty matters more than {k1}',
      ],
      zh: ['{k1}只能靠自己争取，不会被施舍', '每个人都有价码，守护{k2}的人也不例外', '忠诚比{k1}更重要'],
    },
  },
  Environment: {
    image: {
      en: [
        '{name}: {k1} under a low sky, where {k2} hangs in the air and every path bends back toward {k3}',
        'A place of {k1} and {k2}, lit by lamps that never quite reach the corners',
        'Narrow ways, old stone and the smell of {k1}; somewhere, always, the sound of {k2}',
      ],
      zh: [
        '{name}：低垂的天空下满是{k1}，空气里弥漫着{k2}，每条路最终都绕回{k3}',
        '一个充满{k1}与{k2}的地方，灯火永远照不到角落',
        '狭窄的小路、古老的石墙和{k1}的气味；远处总传来{k2}的声音',
      ],
    },
    rule: {
      en: [
        'Nothing taken from {name} leaves without a trade',
        'Whoever speaks of {k1} aloud loses their way',
        'When {k2} rises at night, every door must stay closed',
      ],
      zh: [
        '从{name}带走的东西都必须以物换物',
        '大声谈论{k1}的人会迷失方向',
        '夜里{k2}升起时，所有门都必须紧闭',
      ],
    },
    secret: {
      en: [
        'Beneath {name} lies the truth about {k1}',
        '{K2} is kept alive by someone who should not exist',
        'The founders of {name} never left; they became {k1}',
      ],
      zh: [
        '{name}地下埋藏着关于{k1}的真相',
        '{k2}由一个本不该存在的人维系着',
        '{name}的创建者从未离开，他们变成了{k1}',
      ],
    },
  },
  SpecialObject: {
    anomaly: {
      en: [
        'It bends {k1} around whoever holds it',
        'It remembers every hand that touched it and whispers about {k2}',
        'In its presence {k1} behaves as if time ran backwards',
      ],
      zh: [
        '它会让持有者周围的{k1}发生扭曲',
        '它记得每一只触碰过它的手，并低语着{k2}',
        '在它附近，{k1}仿佛时间倒流',
      ],
    },
    costRule: {
      en: [
        'Each use takes a memory of {k1} from the bearer',
        'It works only if the bearer gives up {k2} for a day',
        'Every use draws {k1} closer, and it never forgets a debt',
      ],
      zh: [
        '每使用一次，持有者就失去一段关于{k1}的记忆',
        '只有放弃{k2}一天，它才会生效',
        '每次使用都会引来{k1}，它从不忘记欠债',
      ],
    },
  },
  Faction: {
    stance: {
      en: [
        'Guards {k1} at any cost and distrusts anyone who asks about {k2}',
        'Trades openly in {k1} while quietly hoarding {k2}',
        'Believes {k1} must be shared, by force if necessary',
      ],
      zh: [
        '不惜代价守护{k1}，怀疑任何打听{k2}的人',
        '公开交易{k1}，暗中囤积{k2}',
        '认为{k1}必须共享，必要时不惜动武',
      ],
    },
  },
  Goal: {
    successCondition: {
      en: [
        '{k1} is secured and {k2} is no longer a threat',
        'The truth about {k1} is revealed before the last clock runs out',
        '{name} is reached with {k2} intact',
      ],
      zh: [
        '确保{k1}，并且{k2}不再构成威胁',
        '在最后的时钟走完之前揭开{k1}的真相',
        '带着完好的{k2}达成{name}',
      ],
    },
  },
};

const TYPE_TAG: Record<CardType, { en: string; zh: string }> = {
  CoreConcept: { en: 'concept', zh: '核心概念' },
  Character: { en: 'character', zh: '角色' },
  Environment: { en: 'environment', zh: '环境' },
  SpecialObject: { en: 'object', zh: '特殊物品' },
  Faction: { en: 'faction', zh: '势力' },
  Goal: { en: 'goal', zh: '目标' },
};

const FALLBACK_WORDS = {
  en: ['the unknown', 'old promises', 'silence'],
  zh: ['未知', '旧日誓言', '沉默'],
} as const;

/**
 * The offline engine's card patch: name, summary, tags and the type's text fields, written from
 * the card's own name and summary (and the optional guidance) with fixed templates, so the same
 * card always gets the same patch. Values respect the editor's limits (kit CONTEXT.md Rules: AI contract › Card limits).
 */
export function composeCardPatch(input: CardGenerateInput): CardPatch {
  const { type, locale } = input;
  const summary = collapse(input.summary);
  const seed = hashOf(`${type}|${input.name}|${summary}|${input.prompt ?? ''}`);
  const found = keywords(`${summary} ${input.prompt ?? ''}`, 5);
  const words = [...found, ...FALLBACK_WORDS[locale]].slice(0, 3) as [string, string, string];
  const name = cut(collapse(input.name) || deriveName(found, type, locale), AI_LIMITS.cardNameMax);
  const fill = (template: string) =>
    template
      .replaceAll('{name}', name)
      .replaceAll('{K1}', capitalise(words[0]))
      .replaceAll('{K2}', capitalise(words[1]))
      .replaceAll('{k1}', words[0])
      .replaceAll('{k2}', words[1])
      .replaceAll('{k3}', words[2]);

  const patch: CardPatch = {
    name,
    summary: cut(asSentence(summary, locale === 'zh'), AI_LIMITS.cardSummaryMax),
    tags: [...new Set([TYPE_TAG[type][locale], ...found.slice(0, 3)])]
      .map((tag) => cut(tag, AI_LIMITS.cardTagMax))
      .slice(0, AI_LIMITS.cardTagsMax),
  };
  const limits: Record<string, number> = cardPatchTextFields[type];
  for (const [field, options] of Object.entries(TEMPLATES[type])) {
    const text = capitaliseLatin(fill(pick(options[locale], seed, field.length)));
    (patch as Record<string, unknown>)[field] = shorten(collapse(text), limits[field] ?? 120);
  }
  return patch;
}

function deriveName(found: string[], type: CardType, locale: 'en' | 'zh'): string {
  if (locale === 'zh') return found[0] ? `${found[0]}${TYPE_TAG[type].zh}` : `无名${TYPE_TAG[type].zh}`;
  const head = found.slice(0, 2).map(capitalise).join(' ');
  return head || `Unnamed ${capitalise(TYPE_TAG[type].en)}`;
}

function capitaliseLatin(text: string): string {
  return /^[a-z]/.test(text) ? capitalise(text) : text;
}
