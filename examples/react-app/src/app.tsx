import { manifest as jsonTools } from '@toolbox/tool-json-tools/manifest';
import JsonToolsTool from '@toolbox/tool-json-tools/ui';
import { manifest as pdfMerge } from '@toolbox/tool-pdf-merge/manifest';
import PdfMergeTool from '@toolbox/tool-pdf-merge/ui';
import { type ToolboxLocale, ToolboxProvider } from '@toolbox/ui/provider';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';

// One list for the whole app: the provider loads these tools' messages.
export const tools = [jsonTools, pdfMerge];

/** The host app: its own heading and language switch, and two Toolbox tools. */
export function App({ initialLocale = 'en', i18n }: { initialLocale?: ToolboxLocale; i18n?: I18n }) {
  const [locale, setLocale] = useState<ToolboxLocale>(initialLocale);
  return (
    <main className="host-page">
      <h1>My app</h1>
      <label>
        Language{' '}
        <select value={locale} onChange={(event) => setLocale(event.target.value as ToolboxLocale)}>
          <option value="en">English</option>
          <option value="zh">中文</option>
        </select>
      </label>
      <ToolboxProvider locale={locale} tools={tools} {...(i18n ? { i18n } : {})}>
        <JsonToolsTool />
        <PdfMergeTool />
      </ToolboxProvider>
    </main>
  );
}
