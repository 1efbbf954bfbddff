/**
 * A token estimate of what a story call sends for the selected cards (CONTEXT.md Rules: Token
 * estimate). Tokenisers differ by model; this is the usual rule of thumb, not a count: one token
 * per CJK character (Han, kana, Hangul), one per four other characters, rounded up.
 */
import type { Card } from './cards';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;

export function estimateTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const other = text.length - cjk;
  return cjk + Math.ceil(other / 4);
}

/** The cards as the story call sends them (full card objects as JSON), without pictures. */
export function estimateCardTokens(cards: readonly Card[]): number {
  return estimateTokens(JSON.stringify(cards.map(({ picture: _picture, ...card }) => card)));
}
