import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useTranslation } from 'react-i18next';
import { ENGINES } from '../core/constants';

const HINTS = {
  mermaid: ['mermaid.start', 'mermaid.nodes', 'mermaid.edges', 'mermaid.sequence', 'mermaid.comments'],
  plantuml: [
    'plantuml.start',
    'plantuml.arrows',
    'plantuml.actors',
    'plantuml.activity',
    'plantuml.comments',
  ],
} as const;

/** The two tabs of syntax hints. */
export function HelpPanel() {
  const { t } = useTranslation('diagram-tools');
  return (
    <section
      aria-labelledby="diagram-tools-help"
      className="space-y-2 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="diagram-tools-help" className="font-semibold">
        {t('help.title')}
      </h2>
      <Tabs defaultValue="mermaid">
        <TabsList aria-label={t('help.title')}>
          {ENGINES.map((engine) => (
            <TabsTrigger key={engine} value={engine}>
              {t(`engines.${engine}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ENGINES.map((engine) => (
          <TabsContent key={engine} value={engine}>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {HINTS[engine].map((hint) => (
                <li key={hint}>
                  <span className="text-muted-foreground">{t(`help.${hint}.text`)} </span>
                  <code className="rounded bg-muted px-1 font-mono text-xs">{t(`help.${hint}.code`)}</code>
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
