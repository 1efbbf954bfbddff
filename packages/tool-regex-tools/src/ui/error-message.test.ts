import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RegexErrorCode } from '../core/limits';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { errorMessage, tooManyMatchesMessage } from './error-message';

async function translator(language: 'en' | 'zh') {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { 'regex-tools': en }, zh: { 'regex-tools': zh } },
    defaultNS: 'regex-tools',
  });
  return i18n.t;
}

describe('error messages (CONTEXT.md § Errors, § Limits; Chinese wording)', () => {
  it.each<[RegexErrorCode, string, string]>([
    ['patternRequired', 'Enter a pattern.', '请输入正则表达式。'],
    ['textRequired', 'Enter the test text.', '请输入测试文本。'],
    [
      'textTooLong',
      'The test text is too long (limit 100,000 characters).',
      '文本过长（上限 100,000 字符）。',
    ],
    ['invalidFlags', 'Invalid flags', '无效的标志'],
    ['invalidSyntax', 'Invalid regular expression syntax: boom', '无效的正则语法：boom'],
    ['invalidGroup', 'Invalid capture group: boom', '无效的捕获组：boom'],
    ['timeout', 'over 10,000 iterations or 1 s', '执行超时或可能存在无限循环（超过 10,000 次迭代或 1 秒）'],
    [
      'replaceTooLarge',
      'plus 1,000 × the replacement length exceeds 500,000',
      '加上 1,000 × 替换内容长度超过 500,000',
    ],
    ['replaceResultTooLarge', 'too large (over 200,000 characters)', '替换结果过大（超过 200,000 字符）'],
  ])('%s', async (code, english, chinese) => {
    const error = { code, detail: 'boom' };
    expect(errorMessage(await translator('en'), 'en', error)).toContain(english);
    expect(errorMessage(await translator('zh'), 'zh', error)).toContain(chinese);
  });
  it('too many matches is a warning naming the 1000 limit', async () => {
    expect(tooManyMatchesMessage(await translator('en'), 'en')).toBe(
      'Too many matches: only the first 1,000 are shown.',
    );
    expect(tooManyMatchesMessage(await translator('zh'), 'zh')).toBe('匹配过多（仅显示前 1,000 个）。');
  });
});
