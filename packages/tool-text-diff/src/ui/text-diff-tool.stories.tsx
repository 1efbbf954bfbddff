import type { Meta, StoryObj } from '@storybook/react-vite';
import TextDiffTool from './text-diff-tool';

const meta = {
  title: 'Tools/Text Diff',
  component: TextDiffTool,
} satisfies Meta<typeof TextDiffTool>;

export default meta;
type Story = StoryObj<typeof meta>;

const original = `function greet(name) {
  console.log("Hello, " + name);
}

const users = ["ada", "grace"];
users.forEach(greet);
`;
const changed = `const users = ["ada", "grace", "linus"];

function greet(name) {
  console.log(\`Hello, \${name}!\`);
}

users.forEach(greet);
`;

export const Empty: Story = {};

export const SideBySide: Story = { args: { initialOldText: original, initialNewText: changed } };

export const Unified: Story = {
  args: { initialOldText: original, initialNewText: changed, initialView: 'unified' },
};

export const WordMode: Story = {
  args: {
    initialOldText: 'The quick brown fox jumps.',
    initialNewText: 'The slow brown fox leaps.',
    initialMode: 'word',
  },
};

export const CharMode: Story = {
  args: { initialOldText: 'colour\nflavour', initialNewText: 'color\nflavor', initialMode: 'char' },
};

export const MovedBlock: Story = {
  args: {
    initialOldText: 'function helper() {\n  return 1;\n}\nmain();\nexit();\n',
    initialNewText: 'main();\nexit();\nfunction helper() {\n  return 1;\n}\n',
  },
};

export const Identical: Story = { args: { initialOldText: 'same\n', initialNewText: 'same\n' } };

export const LargeInput: Story = {
  args: {
    initialOldText: Array.from({ length: 5000 }, (_, index) => `line ${index}`).join('\n'),
    initialNewText: Array.from({ length: 5000 }, (_, index) =>
      index % 97 === 0 ? `edited ${index}` : `line ${index}`,
    ).join('\n'),
  },
};
