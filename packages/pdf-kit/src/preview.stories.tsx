import type { Meta, StoryObj } from '@storybook/react-vite';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openPdfInNewTab, PdfThumbnails } from './preview';

/** A real 15-page PDF made with pdf-lib: each page a different size and numbered. */
async function samplePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 15; page++) {
    document.addPage([300 + page * 10, 400]).drawText(`Page ${page}`, { x: 40, y: 200, size: 36, font });
  }
  return document.save();
}

const meta = {
  title: 'Kit/PDF preview',
  component: PdfThumbnails,
  loaders: [async () => ({ source: await samplePdf() })],
  args: { source: new Uint8Array(), pageLabel: (page: number) => `Page ${page}` },
  render: (args, { loaded }) => (
    <div className="space-y-3">
      <PdfThumbnails {...args} source={loaded.source as Uint8Array} />
      <button
        type="button"
        className="rounded-md border border-border px-3 py-1 text-sm"
        onClick={() => openPdfInNewTab(loaded.source as Uint8Array)}
      >
        Open in a new tab
      </button>
    </div>
  ),
} satisfies Meta<typeof PdfThumbnails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 12 of 15 pages, drawn by pdf.js in its own worker. */
export const FirstPages: Story = {};

/** Fewer, larger thumbnails. */
export const ThreeLarge: Story = { args: { maxPages: 3, width: 240 } };
