import { type AiSplitRequest, aiSplitRequestSchema, aiSplitResponseSchema } from '@toolbox/kit/api-schemas';
import { describe, expect, it } from 'vitest';
import { splitOutputSchema, splitTask } from '../tasks/split.ts';
import { composeSplit } from './split.ts';

const split = (request: AiSplitRequest) => composeSplit(aiSplitRequestSchema.parse(request));
const titles = (request: AiSplitRequest) => split(request).items.map((item) => item.title);

describe('composeSplit: follows the task structure', () => {
  it.each<[string, string, string[]]>([
    [
      'numbered list',
      '1. Write intro\n2) Add charts\n3、Send to Bob',
      ['Write intro', 'Add charts', 'Send to Bob'],
    ],
    [
      'bullets and checkboxes',
      '- buy milk\n* [ ] call mom\n• clean desk',
      ['Buy milk', 'Call mom', 'Clean desk'],
    ],
    ['a heading then a list', 'Release plan:\n- tag\n- publish notes', ['Tag', 'Publish notes']],
    [
      'a wrapped list item',
      '- write the long\n  introduction\n- stop',
      ['Write the long introduction', 'Stop'],
    ],
    ['Chinese ordinals', '一、整理资料\n二、写初稿\n三、提交', ['整理资料', '写初稿', '提交']],
    ['Chinese steps', '第一步：买菜\n第二步：做饭', ['买菜', '做饭']],
    ['one task per line', 'Groceries:\nmilk\neggs\nbread', ['Milk', 'Eggs', 'Bread']],
    [
      'sentences',
      'Plan next week. Review the backlog! Email the team?',
      ['Plan next week', 'Review the backlog', 'Email the team'],
    ],
    ['Chinese sentences', '整理房间。洗衣服！', ['整理房间', '洗衣服']],
  ])('%s', (_, prompt, expected) => {
    expect(titles({ prompt })).toEqual(expected);
  });
});

describe('composeSplit: conjunctions in English and Chinese', () => {
  it.each<[string, string, string[]]>([
    ['"and"', 'Write the report and send it to the team', ['Write the report', 'Send it to the team']],
    ['"then"', 'Cook dinner then wash the dishes', ['Cook dinner', 'Wash the dishes']],
    ['", and then"', 'Pack, and then leave', ['Pack', 'Leave']],
    ['commas share the verb', 'Buy milk, eggs and bread', ['Buy milk', 'Buy eggs', 'Buy bread']],
    ['"next" only after a comma', 'Plan next week and book a room', ['Plan next week', 'Book a room']],
    ['fillers are dropped', 'First, call Ann; finally email Bo', ['Call Ann', 'Email Bo']],
    ['，', '整理资料，写初稿', ['整理资料', '写初稿']],
    ['、 and 和 share the verb', '买牛奶、鸡蛋和面包', ['买牛奶', '买鸡蛋', '买面包']],
    ['然后', '先写代码然后测试', ['写代码', '测试']],
    ['首先/接着/最后', '首先整理资料，接着写初稿，最后提交给老师', ['整理资料', '写初稿', '提交给老师']],
  ])('%s', (_, prompt, expected) => {
    expect(titles({ prompt })).toEqual(expected);
  });

  it.each([
    ['和 inside a word (和平) is not a conjunction', '写一篇关于和平的文章'],
    [
      'a list of objects inside one long task stays one task',
      'Organise the quarterly offsite for the team including travel, venue and agenda',
    ],
  ])('%s', (_, prompt) => {
    expect(split({ prompt }).confidence).toBeLessThan(0.5); // one task: a generic plan
  });
});

describe('composeSplit: generic plan when the task has no structure', () => {
  it.each<[string, 'en' | 'zh', number, string]>([
    ['fix bug', 'en', 3, 'Clarify the requirements: Fix bug'],
    [
      'Write a blog post about TypeScript',
      'en',
      4,
      'Gather sources and notes: Write a blog post about TypeScript',
    ],
    ['学习', 'zh', 3, '学习核心概念：学习'],
    ['Prepare', 'zh', 3, '调研所需内容：Prepare'],
  ])('%s (%s) → %i steps', (prompt, language, count, first) => {
    const { items, confidence } = split({ prompt, language });
    expect(items).toHaveLength(count);
    expect(items[0]?.title).toBe(first);
    expect(confidence).toBe(0.35);
  });

  it('scales longer tasks to five steps and weights the main work', () => {
    const { items } = split({
      prompt:
        'Organise the yearly planning offsite for the whole engineering team with travel and a three day agenda in Lisbon next spring',
    });
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.pomodoro?.estimateMinutes)).toEqual([25, 25, 25, 25, 25]);
    const writing = split({ prompt: 'write essay' }).items.map((item) => item.pomodoro?.estimateMinutes);
    expect(writing).toContain(50);
  });
});

describe('composeSplit: limits', () => {
  it.each([
    ['at most maxChildren items (default 10), overflow merged into the last', 14, 10, 10],
    ['a smaller maxChildren', 6, 3, 3],
    ['maxChildren 1', 4, 1, 1],
  ])('%s', (_, count, maxChildren, expected) => {
    const prompt = Array.from({ length: count }, (_, index) => `- step ${index + 1}`).join('\n');
    const { items } = split({ prompt, maxChildren });
    expect(items).toHaveLength(expected);
    const total = items.reduce((sum, item) => sum + (item.pomodoro?.estimateMinutes ?? 0), 0);
    expect(total).toBe(count * 25);
  });

  it('cuts titles to 140 characters', () => {
    const { items } = split({ prompt: `- ${'a'.repeat(300)}\n- short` });
    expect(items[0]?.title).toHaveLength(140);
  });

  it.each<[string, number | undefined, string, number]>([
    ['default 25', undefined, '- a\n- b', 25],
    ['a custom default', 40, '- a\n- b', 40],
    ['an invalid default falls back to 25', 0, '- a\n- b', 25],
    ['a fractional default is rounded', 12.6, '- a\n- b', 13],
    ['minutes in the item', 25, '- a (45 min)\n- b', 45],
    ['hours in the item', 25, '- a 1.5h\n- b', 90],
    ['半小时', 25, '1. 写初稿半小时\n2. 提交', 30],
    ['分钟', 25, '1. 跑步 20分钟\n2. 拉伸', 20],
  ])('estimates: %s', (_, estimateMinutes, prompt, expected) => {
    const defaults = estimateMinutes === undefined ? undefined : { estimateMinutes };
    const { items } = split({ prompt, defaults });
    expect(items[0]?.pomodoro?.estimateMinutes).toBe(expected);
    expect(Number.isInteger(items[0]?.pomodoro?.estimateMinutes)).toBe(true);
  });

  it('turns hashtags into labels', () => {
    expect(split({ prompt: '- call Bo #work #phone\n- rest' }).items[0]).toEqual({
      title: 'Call Bo',
      labels: ['work', 'phone'],
      pomodoro: { estimateMinutes: 25 },
    });
  });

  it('rejects prompts over 800 characters after trimming, accepts 800', () => {
    expect(aiSplitRequestSchema.safeParse({ prompt: ` ${'x'.repeat(800)} ` }).success).toBe(true);
    expect(aiSplitRequestSchema.safeParse({ prompt: 'x'.repeat(801) }).success).toBe(false);
    expect(aiSplitRequestSchema.safeParse({ prompt: 'x', maxChildren: 11 }).success).toBe(false);
  });
});

describe('composeSplit: output passes the schemas', () => {
  const prompts = ['1. a\n2. b', 'x', '买牛奶和面包', `${'long task '.repeat(79)}`, '- #only-tag\n- b 3h'];
  it.each(prompts)('%j', (prompt) => {
    for (const language of ['en', 'zh'] as const) {
      for (const maxChildren of [1, 4, 10]) {
        const input = aiSplitRequestSchema.parse({ prompt, language, maxChildren });
        const output = composeSplit(input);
        expect(splitOutputSchema.safeParse(output).success).toBe(true);
        expect(aiSplitResponseSchema.safeParse(output).success).toBe(true);
        // The same normalisation the openai path gets leaves the offline result unchanged.
        expect(splitTask.finish(output, input).result).toEqual(output);
      }
    }
  });

  it('is deterministic', () => {
    expect(split({ prompt: 'Write a blog post' })).toEqual(split({ prompt: 'Write a blog post' }));
  });
});
