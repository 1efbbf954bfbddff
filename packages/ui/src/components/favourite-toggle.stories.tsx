import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FavouriteToggle, type FavouriteToggleProps } from './favourite-toggle';

/** Keeps the on/off state so the heart can be clicked in the story. */
function Stateful(props: FavouriteToggleProps) {
  const [isFavourite, setIsFavourite] = useState(props.isFavourite);
  return (
    <FavouriteToggle
      {...props}
      isFavourite={isFavourite}
      onToggle={() => {
        setIsFavourite((current) => !current);
        props.onToggle();
      }}
    />
  );
}

const meta = {
  title: 'UI/FavouriteToggle',
  component: FavouriteToggle,
  tags: ['autodocs'],
  args: { isFavourite: false, toolName: 'JSON Tools', onToggle: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { isFavourite: true } };
