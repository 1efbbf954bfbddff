import type { Meta, StoryObj } from '@storybook/react-vite';
import { GOOGLE_DNS as google } from '../core/fixtures';
import IpCheckerTool from './ip-checker-tool';

const meta = {
  title: 'Tools/IP Checker',
  component: IpCheckerTool,
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IpCheckerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public IPv4 address with every detail. */
export const Loaded: Story = { args: { lookup: async () => ({ primary: google }) } };

/** A dual-stack visitor on a site with single-family origins configured. */
export const DualStack: Story = {
  args: {
    lookup: async () => ({
      primary: google,
      other: {
        ...google,
        ip: '2001:4860:4860::8888',
        version: 6,
        city: 'Montreal',
        region: 'Quebec',
        countryCode: 'CA',
      },
    }),
  },
};

/** Details the data does not have show a dash. */
export const PartlyKnown: Story = {
  args: {
    lookup: async () => ({
      primary: { ...google, ip: '203.0.113.9', city: null, region: null, org: null, asn: null },
    }),
  },
};

export const Loading: Story = { args: { lookup: () => new Promise(() => {}) } };

export const Failed: Story = {
  args: {
    lookup: async () => {
      throw new Error('HTTP 503');
    },
  },
};
