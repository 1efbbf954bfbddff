import { AI_LIMITS, type AiSplitInput, type AiSplitItem } from '@toolbox/kit/api-schemas';
import { capitalise, collapse, cut, hasCjk, shorten, stripEndPunctuation } from './text.ts';

/**
 * The offline engine's to-do split. It follows the task's own structure, strongest first: a
 * bulleted or numbered list, one task per line, sentences, then conjunctions ("and", "then", ",",
 * "，", "、", "然后", "和"...). A task with no structure gets a generic plan (research → do →
 * review, more steps for longer tasks) in the requested language. Hashtags become labels and a
 * duration in a step ("45 min", "1.5h", "半小时") becomes its estimate.
 */
export function composeSplit(input: AiSplitInput): { items: AiSplitItem[]; confidence: number } {
  const { prompt, language, maxChildren, defaults } = input;
  const structured = splitByStructure(prompt);
  const steps =
    structured.pieces.length >= 2
      ? structured.pieces.map((piece) => toStep(piece, defaults.estimateMinutes))
      : genericPlan(prompt, language, defaults.estimateMinutes);
  const confidence = structured.pieces.length >= 2 ? structured.confidence : 0.35;
  return { items: fitToLimit(dedupe(steps), maxChildren, language), confidence };
}

interface Step {
  title: string;
  labels: string[];
  minutes: number;
}

// A list marker: bullets, checkboxes, "1." "2)" "(3)" "a)" "一、" "第一步" "Step 2:" "步骤3".
const LIST_MARKER =
  /^\s*(?:[-*+•·●▪◦‣–—]\s*(?:\[[ xX]\]\s*)?|\[[ xX]\]\s*|\(?\d{1,3}(?:[.)、:：](?!\d))\s*|[（(]\d{1,3}[)）]\s*|[a-zA-Z][.)]\s+|[一二三四五六七八九十]{1,3}[、.．]\s*|第[一二三四五六七八九十\d]{1,3}[步点项][:：、,，.]?\s*|(?:step|phase)\s*\d{1,3}\s*[:.)-]\s*|步骤\s*\d{1,3}\s*[:：、.]?\s*)/iu;

function splitByStructure(prompt: string): { pieces: string[]; confidence: number } {
  const lines = prompt
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const listLines = lines.filter((line) => LIST_MARKER.test(line));
  if (listLines.length >= 2) {
    // Lines before the first item are a heading; a plain line after an item continues it.
    const pieces: string[] = [];
    for (const line of lines) {
      if (LIST_MARKER.test(line)) pieces.push(line.replace(LIST_MARKER, ''));
      else if (pieces.length > 0 && !/[:：]$/.test(line)) pieces[pieces.length - 1] += ` ${line}`;
    }
    return { pieces: clean(pieces), confidence: 0.9 };
  }
  if (lines.length >= 2) {
    const body = /[:：]$/.test(lines[0] as string) ? lines.slice(1) : lines;
    const pieces = clean(body);
    if (pieces.length >= 2) return { pieces, confidence: 0.8 };
  }
  const text = collapse(lines.join(' '));
  const sentences = text
    .split(/(?<=[.!?;])\s+(?=\S)|(?<=[。！？；])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (sentences.length >= 2) {
    return { pieces: clean(sentences.flatMap(splitConjunctions)), confidence: 0.7 };
  }
  return { pieces: clean(splitConjunctions(text)), confidence: 0.6 };
}

// --- conjunctions ------------------------------------------------------------------------------

// "then" always sequences; "next" and "finally" only after a comma ("plan next week" is one task).
const EN_SEQUENCE =
  /\s*(?:;|,?\s+(?:and\s+then|after\s+that|afterwards|followed\s+by|then)\s+|,\s*(?:and\s+)?(?:next|finally|lastly)\s+)\s*/i;
const EN_LIST = /\s*,\s*(?:and\s+|or\s+)?|\s+and\s+/i;
const ZH_SEQUENCE = /\s*(?:然后|接着|随后|之后再|之后|最后|并且|再然后|；|;)\s*/u;
// "和"/"与" join list items, but not inside words such as 和平, 温和, 参与, 与其.
const ZH_LIST = /\s*(?:[，,、]|以及|(?<![温柔暖缓总])和(?![平谐蔼睦解弦气])|(?<![参给])与(?!其))\s*/u;

/** Task verbs: when a list shares one ("buy milk, eggs and bread"), every item gets it. */
const EN_VERBS = new Set(
  `add analyse analyze answer apply arrange ask attend back book bring build buy call cancel change check
  choose clean clear close code collect compare compile complete configure confirm contact cook copy create
  debug decide define delete deploy design discuss do download draft draw drink drive edit email empty
  exercise file fill find finish fix follow get give go grab install invite iron learn list make meet move
  order organise organize outline pack paint pay pick plan post practice practise prepare present print
  publish read record refactor register remove renew repair reply request research reserve review revise
  run schedule send set share shop sign sketch sort start study submit summarise summarize take talk test
  text tidy train update upload vacuum visit walk wash water watch write`
    .split(/\s+/)
    .filter(Boolean),
);
const ZH_VERBS = [
  '打电话给',
  '购买',
  '编写',
  '撰写',
  '完成',
  '准备',
  '整理',
  '打扫',
  '清理',
  '学习',
  '复习',
  '阅读',
  '检查',
  '修改',
  '提交',
  '发送',
  '联系',
  '安排',
  '预订',
  '设计',
  '开发',
  '实现',
  '测试',
  '部署',
  '修复',
  '讨论',
  '汇报',
  '总结',
  '计划',
  '收集',
  '调研',
  '研究',
  '分析',
  '练习',
  '处理',
  '回复',
  '更新',
  '备份',
  '下载',
  '安装',
  '配置',
  '参加',
  '报名',
  '申请',
  '拜访',
  '支付',
  '买',
  '写',
  '做',
  '洗',
  '读',
  '看',
  '画',
  '拍',
  '寄',
  '交',
  '订',
  '背',
  '去',
  '找',
  '约',
];

function leadingVerb(piece: string): string | undefined {
  if (hasCjk(piece)) return ZH_VERBS.find((verb) => piece.startsWith(verb));
  const first = piece.split(/\s+/)[0]?.toLowerCase();
  return first && EN_VERBS.has(first) ? (piece.split(/\s+/)[0] as string) : undefined;
}

function splitConjunctions(text: string): string[] {
  const zh = hasCjk(text);
  const pieces: string[] = [];
  for (const clause of text.split(zh ? ZH_SEQUENCE : EN_SEQUENCE)) {
    const parts = clause
      .split(zh ? ZH_LIST : EN_LIST)
      .map((part) => stripFillers(part.trim()))
      .filter(Boolean);
    const first = parts[0] ?? '';
    const verb = leadingVerb(first);
    // "Organise the offsite including travel, venue and agenda": a list of objects inside one
    // longer task stays one task; only a short "buy milk, eggs and bread" shares its verb.
    const isLongHead = zh ? Array.from(first).length > 6 : first.split(/\s+/).length > 4;
    if (isLongHead && parts.slice(1).some((part) => !leadingVerb(part))) {
      pieces.push(stripFillers(clause.trim()));
      continue;
    }
    for (const [index, part] of parts.entries()) {
      const sharesVerb = verb && index > 0 && !leadingVerb(part);
      pieces.push(sharesVerb ? (zh ? `${verb}${part}` : `${verb} ${part}`) : part);
    }
  }
  return pieces;
}

const FILLERS =
  /^(?:and|then|also|first(?:ly)?|second(?:ly)?|third(?:ly)?|next|finally|lastly|after that|afterwards|please|首先|先|然后|接着|再|最后|还要|还有|并且|以及|另外|同时)(?:[\s,，:：]+|$|(?=\p{Script=Han}))/iu;

function stripFillers(piece: string): string {
  let result = piece;
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result.replace(FILLERS, '').trim();
  }
  return result;
}

function clean(pieces: string[]): string[] {
  return pieces.map((piece) => stripEndPunctuation(stripFillers(collapse(piece)))).filter(Boolean);
}

// --- one step: title, labels, minutes -----------------------------------------------------------

const HASHTAG = /(?:^|\s)#([\p{L}\p{N}_-]{1,30})/gu;
const DURATION =
  /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?|小时)(?![\p{L}])|(\d+)\s*(?:m|mins?|minutes?|分钟|分)(?![\p{L}])|(半)\s*(?:个)?\s*小时|(\d+)\s*个半小时/iu;

function toStep(piece: string, defaultMinutes: number): Step {
  const labels = [...piece.matchAll(HASHTAG)].map((match) => cut(match[1] as string, AI_LIMITS.cardTagMax));
  // A step that is only hashtags keeps their words as its title.
  let title = collapse(piece.replace(HASHTAG, ' ')) || collapse(piece.replaceAll('#', ''));
  let minutes = defaultMinutes;
  const duration = DURATION.exec(title);
  if (duration) {
    const [, hours, mins, half, hoursAndHalf] = duration;
    const found = hours
      ? Number(hours) * 60
      : mins
        ? Number(mins)
        : half
          ? 30
          : Number(hoursAndHalf) * 60 + 30;
    if (Number.isFinite(found) && found >= 1) minutes = Math.round(found);
    // A trailing "(45 min)" / "- 1h" / "，半小时" is metadata, not part of the title.
    const trailing = new RegExp(
      `\\s*[-–—,，:：(（\\[]?\\s*~?\\s*${escapeRegExp(duration[0])}\\s*[)）\\]]?$`,
      'u',
    );
    const stripped = title.replace(trailing, '');
    if (stripped) title = stripped;
  }
  title = stripEndPunctuation(title);
  if (/^[a-z]/.test(title)) title = capitalise(title);
  return { title, labels: [...new Set(labels)], minutes };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function dedupe(steps: Step[]): Step[] {
  const seen = new Set<string>();
  return steps.filter((step) => {
    const key = step.title.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** At most `maxChildren` items: the overflow is merged into the last one rather than dropped. */
function fitToLimit(steps: Step[], maxChildren: number, language: 'en' | 'zh'): AiSplitItem[] {
  let fitted = steps;
  if (steps.length > maxChildren) {
    const kept = steps.slice(0, maxChildren - 1);
    const rest = steps.slice(maxChildren - 1);
    kept.push({
      title: rest.map((step) => step.title).join(language === 'zh' ? '；' : '; '),
      labels: [...new Set(rest.flatMap((step) => step.labels))].slice(0, AI_LIMITS.cardTagsMax),
      minutes: rest.reduce((sum, step) => sum + step.minutes, 0),
    });
    fitted = kept;
  }
  return fitted.map((step) => ({
    title: cut(step.title, AI_LIMITS.splitTitleMax),
    ...(step.labels.length ? { labels: step.labels.slice(0, AI_LIMITS.cardTagsMax) } : {}),
    pomodoro: { estimateMinutes: Math.max(1, Math.round(step.minutes)) },
  }));
}

// --- generic plan -------------------------------------------------------------------------------

interface PlanStep {
  en: string;
  zh: string;
  /** Estimate as a multiple of the default. */
  weight: number;
  /** Steps with a lower rank are kept when the plan is shortened. */
  rank: number;
}

const PLANS: { kind: string; match: RegExp; steps: PlanStep[] }[] = [
  {
    kind: 'writing',
    match:
      /\b(write|draft|essay|report|article|blog|post|paper|thesis|letter|speech|story)\b|写|文章|报告|论文|稿|博客|演讲/iu,
    steps: [
      { en: 'Gather sources and notes', zh: '收集资料和笔记', weight: 1, rank: 1 },
      { en: 'Outline the main points', zh: '列出大纲和要点', weight: 1, rank: 3 },
      { en: 'Write the first draft', zh: '写出初稿', weight: 2, rank: 0 },
      { en: 'Revise the structure and wording', zh: '修改结构和措辞', weight: 1, rank: 2 },
      { en: 'Proofread and finalise', zh: '校对并定稿', weight: 1, rank: 1 },
    ],
  },
  {
    kind: 'software',
    match:
      /\b(build|implement|develop|code|app|api|feature|bug|fix|deploy|refactor|website|script)\b|开发|实现|修复|代码|功能|部署|网站|程序|接口/iu,
    steps: [
      { en: 'Clarify the requirements', zh: '明确需求', weight: 1, rank: 1 },
      { en: 'Sketch the design', zh: '设计方案', weight: 1, rank: 3 },
      { en: 'Implement it', zh: '编码实现', weight: 2, rank: 0 },
      { en: 'Test and fix issues', zh: '测试并修复问题', weight: 1, rank: 1 },
      { en: 'Review and ship', zh: '评审并上线', weight: 1, rank: 2 },
    ],
  },
  {
    kind: 'learning',
    match: /\b(learn|study|exam|course|revise|practice|practise|read)\b|学习|复习|考试|课程|练习|阅读|背/iu,
    steps: [
      { en: 'Gather the material', zh: '准备学习材料', weight: 1, rank: 2 },
      { en: 'Study the core concepts', zh: '学习核心概念', weight: 2, rank: 0 },
      { en: 'Take notes and summarise', zh: '做笔记并总结', weight: 1, rank: 3 },
      { en: 'Practise with exercises', zh: '做练习巩固', weight: 1, rank: 1 },
      { en: 'Review and test yourself', zh: '复盘并自测', weight: 1, rank: 1 },
    ],
  },
  {
    kind: 'event',
    match:
      /\b(plan|trip|travel|party|event|wedding|holiday|vacation|meeting|move)\b|旅行|旅游|聚会|活动|婚礼|会议|搬家|出行/iu,
    steps: [
      { en: 'Set the goal, date and budget', zh: '确定目标、日期和预算', weight: 1, rank: 1 },
      { en: 'Research the options', zh: '调研可选方案', weight: 1, rank: 0 },
      { en: 'Book and arrange', zh: '预订并安排', weight: 1, rank: 0 },
      { en: 'Prepare a checklist', zh: '准备清单', weight: 1, rank: 3 },
      { en: 'Confirm the details', zh: '确认细节', weight: 1, rank: 2 },
    ],
  },
  {
    kind: 'general',
    match: /.*/u,
    steps: [
      { en: 'Clarify the goal', zh: '明确目标', weight: 1, rank: 2 },
      { en: 'Research what is needed', zh: '调研所需内容', weight: 1, rank: 0 },
      { en: 'Do the main work', zh: '完成主体工作', weight: 2, rank: 0 },
      { en: 'Review the result', zh: '检查成果', weight: 1, rank: 1 },
      { en: 'Wrap up and follow up', zh: '收尾并跟进', weight: 1, rank: 3 },
    ],
  },
];

function genericPlan(prompt: string, language: 'en' | 'zh', defaultMinutes: number): Step[] {
  const plan = PLANS.find(({ match }) => match.test(prompt)) ?? (PLANS.at(-1) as (typeof PLANS)[number]);
  const size = Array.from(prompt).length;
  const words = hasCjk(prompt) ? size / 2 : prompt.split(/\s+/).length;
  const stepCount = words < 6 ? 3 : words <= 20 ? 4 : 5;
  const keep = [...plan.steps]
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.rank - b.step.rank || a.index - b.index)
    .slice(0, stepCount)
    .sort((a, b) => a.index - b.index)
    .map(({ step }) => step);
  const subject = capitalise(shorten(stripEndPunctuation(collapse(prompt)), 80));
  const separator = language === 'zh' ? '：' : ': ';
  return keep.map((step) => ({
    title: `${language === 'zh' ? step.zh : step.en}${separator}${subject}`,
    labels: [],
    minutes: defaultMinutes * step.weight,
  }));
}
