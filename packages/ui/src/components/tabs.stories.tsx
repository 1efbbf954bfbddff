import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'format' },
  render: (args) => (
    <Tabs {...args} className="max-w-md">
      <TabsList aria-label="JSON tools">
        <TabsTrigger value="format">Format</TabsTrigger>
        <TabsTrigger value="minify">Minify</TabsTrigger>
        <TabsTrigger value="validate" disabled>
          Validate
        </TabsTrigger>
      </TabsList>
      <TabsContent value="format">Indent JSON with two spaces.</TabsContent>
      <TabsContent value="minify">Remove every optional space.</TabsContent>
      <TabsContent value="validate">Check the syntax.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondTabSelected: Story = { args: { defaultValue: 'minify' } };
