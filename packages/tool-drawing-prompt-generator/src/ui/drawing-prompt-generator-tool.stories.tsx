import type { Meta, StoryObj } from '@storybook/react-vite';
import DrawingPromptGeneratorTool, { type GeneratePrompt } from './drawing-prompt-generator-tool';

const RESULT = {
  fullPrompt:
    'a lighthouse on a cliff in a storm, low angle, 35 mm, rule of thirds, lightning, dramatic, oil painting in the manner of Turner, thick brushwork, deep blues and white foam --ar 16:9 --chaos 20 --stylize 250',
  prompt: {
    subject: 'a lighthouse on a cliff',
    setting: 'a stormy coast at night',
    composition: { angle: 'low angle', camera: '35 mm', layout: 'rule of thirds' },
    lighting: { type: 'lightning', mood: 'dramatic' },
    style: {
      artStyle: 'oil painting',
      artist: 'J. M. W. Turner',
      rendering: 'thick brushwork',
      color: 'deep blues and white foam',
    },
  },
  parameters: { aspectRatio: '16:9', chaos: 20, stylize: 250 },
};

/** A stand-in for the AI service: streams the answer as JSON text in small pieces, then answers. */
const demoGenerate: GeneratePrompt = (_request, { signal, onToken }) =>
  new Promise((resolve, reject) => {
    const text = JSON.stringify(RESULT, null, 1);
    let at = 0;
    const timer = setInterval(() => {
      onToken(text.slice(at, at + 12));
      at += 12;
      if (at >= text.length) {
        clearInterval(timer);
        resolve(RESULT);
      }
    }, 40);
    signal.addEventListener('abort', () => {
      clearInterval(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

const meta = {
  title: 'Tools/Drawing Prompt Generator',
  component: DrawingPromptGeneratorTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DrawingPromptGeneratorTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type an idea and press Generate: a built-in stand-in streams a prompt (no AI service here). */
export const Demo: Story = { args: { generate: demoGenerate } };
