import type { Meta, StoryObj } from '@storybook/react-vite';
import { findMatches } from '../core/match';
import { MatchResults } from './match-results';

const text = 'Released 2024-03-15, patched 2024-12-01.';
const result = findMatches({ pattern: '(?<year>\\d{4})-(\\d{2})-(\\d{2})', flags: 'g', text });

const meta = {
  title: 'Tools/Regex Tester/Match results',
  component: MatchResults,
} satisfies Meta<typeof MatchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGroups: Story = { args: { text, matches: result.error ? [] : result.matches } };

export const NoMatch: Story = { args: { text, matches: [] } };
