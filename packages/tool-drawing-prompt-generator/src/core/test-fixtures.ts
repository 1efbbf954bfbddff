import type { DrawingPromptResult } from '@toolbox/kit/api-schemas';

/** A complete drawing prompt, as the server answers it, for the tests. */
export const SAMPLE_RESULT: DrawingPromptResult = {
  fullPrompt: 'a lighthouse in a storm, dramatic, oil painting --ar 16:9 --chaos 20 --stylize 250',
  prompt: {
    subject: 'a lighthouse',
    setting: 'a stormy coast at night',
    composition: { angle: 'low angle', camera: '35 mm', layout: 'rule of thirds' },
    lighting: { type: 'lightning', mood: 'dramatic' },
    style: { artStyle: 'oil painting', artist: 'Turner', rendering: 'thick brushwork', color: 'deep blues' },
  },
  parameters: { aspectRatio: '16:9', chaos: 20, stylize: 250 },
};
