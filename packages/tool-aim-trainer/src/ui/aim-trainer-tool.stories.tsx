import type { Meta, StoryObj } from '@storybook/react-vite';
import AimTrainerTool from './aim-trainer-tool';

const meta = {
  title: 'Tools/Aim Trainer',
  component: AimTrainerTool,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AimTrainerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithInput: Story = { args: { initialInput: '  Hello,   toolbox!\n\n' } };
