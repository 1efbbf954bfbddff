import { processCss } from './css';
import { processHtml } from './html';
import { processJavaScript } from './javascript';
import { processJson } from './json';
import type { CodeLanguage, CodeMode, CodeResult } from './options';
import { processPlain } from './plain';
import type { CommentMarker } from './plain-comments';
import { processXml } from './xml';

export interface ProcessCodeInput {
  mode: CodeMode;
  language: CodeLanguage;
  input: string;
  /** Minify and remove-whitespace keep every comment instead of only licence ones (`/*!`). */
  keepComments?: boolean;
  /** "Other" text: which comment markers remove-comments removes (default C-style and HTML). */
  commentMarkers?: readonly CommentMarker[];
}

/** One entry for every language and mode. Runs in the worker; libraries load on first use. */
export async function processCode({
  mode,
  language,
  input,
  keepComments = false,
  commentMarkers,
}: ProcessCodeInput): Promise<CodeResult> {
  // The UI checks first (CONTEXT.md § Input); the worker still refuses, so no library runs on nothing.
  if (input.trim() === '') return { ok: false, error: { message: 'empty' } };
  switch (language) {
    case 'javascript':
      return processJavaScript({ mode, input, keepComments });
    case 'css':
      return processCss({ mode, input });
    case 'html':
      return processHtml({ mode, input, keepComments });
    case 'json':
      return processJson({ mode, input });
    case 'xml':
      return processXml({ mode, input, keepComments });
    case 'other':
      return processPlain({ mode, input, markers: commentMarkers });
  }
}
