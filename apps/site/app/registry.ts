import type { ToolManifest } from '@toolbox/kit/tool';
import { manifest as aimTrainer } from '@toolbox/tool-aim-trainer/manifest';
import { manifest as archedTextGenerator } from '@toolbox/tool-arched-text-generator/manifest';
import { manifest as base64Tools } from '@toolbox/tool-base64-tools/manifest';
import { manifest as bpmKeyFinder } from '@toolbox/tool-bpm-key-finder/manifest';
import { manifest as codeCompressor } from '@toolbox/tool-code-compressor/manifest';
import { manifest as colorPalette } from '@toolbox/tool-color-palette/manifest';
import { manifest as comparingNumbers } from '@toolbox/tool-comparing-numbers/manifest';
import { manifest as countdownTimer } from '@toolbox/tool-countdown-timer/manifest';
import { manifest as cryptoTools } from '@toolbox/tool-crypto-tools/manifest';
import { manifest as diagramTools } from '@toolbox/tool-diagram-tools/manifest';
import { manifest as drawingPromptGenerator } from '@toolbox/tool-drawing-prompt-generator/manifest';
import { manifest as geohashConverter } from '@toolbox/tool-geohash-converter/manifest';
import { manifest as goblinSlayerTodo } from '@toolbox/tool-goblin-slayer-todo/manifest';
import { manifest as iconMaker } from '@toolbox/tool-icon-maker/manifest';
import { manifest as imageBase64 } from '@toolbox/tool-image-base64/manifest';
import { manifest as imageCollage } from '@toolbox/tool-image-collage/manifest';
import { manifest as imageCompressor } from '@toolbox/tool-image-compressor/manifest';
import { manifest as imageConverter } from '@toolbox/tool-image-converter/manifest';
import { manifest as ipChecker } from '@toolbox/tool-ip-checker/manifest';
import { manifest as jsonTools } from '@toolbox/tool-json-tools/manifest';
import { manifest as pdfMerge } from '@toolbox/tool-pdf-merge/manifest';
import { manifest as pdfPasswordRemover } from '@toolbox/tool-pdf-password-remover/manifest';
import { manifest as pdfSplit } from '@toolbox/tool-pdf-split/manifest';
import { manifest as pomodoro } from '@toolbox/tool-pomodoro/manifest';
import { manifest as qixiCardDraw } from '@toolbox/tool-qixi-card-draw/manifest';
import { manifest as regexTools } from '@toolbox/tool-regex-tools/manifest';
import { manifest as removeDuplicatesExcel } from '@toolbox/tool-remove-duplicates-excel/manifest';
import { manifest as storyGenerator } from '@toolbox/tool-story-generator/manifest';
import { manifest as textDiff } from '@toolbox/tool-text-diff/manifest';
import { manifest as timeConverter } from '@toolbox/tool-time-converter/manifest';
import { manifest as webCrawler } from '@toolbox/tool-web-crawler/manifest';

/**
 * Every tool the site serves, in display order. An explicit list (not a glob) so a reader sees
 * what ships and a bundler sees only manifests, never a tool's UI. `pnpm new-tool` appends here.
 */
export const registry: readonly ToolManifest[] = [
  jsonTools,
  textDiff,
  regexTools,
  base64Tools,
  codeCompressor,
  geohashConverter,
  timeConverter,
  comparingNumbers,
  cryptoTools,
  pdfMerge,
  pdfSplit,
  pdfPasswordRemover,
  goblinSlayerTodo,
  pomodoro,
  countdownTimer,
  imageBase64,
  imageConverter,
  imageCompressor,
  imageCollage,
  colorPalette,
  archedTextGenerator,
  iconMaker,
  removeDuplicatesExcel,
  diagramTools,
  bpmKeyFinder,
  drawingPromptGenerator,
  qixiCardDraw,
  webCrawler,
  ipChecker,
  storyGenerator,
  aimTrainer,
];

export function findTool(id: string | undefined): ToolManifest | undefined {
  return registry.find((tool) => tool.id === id);
}
