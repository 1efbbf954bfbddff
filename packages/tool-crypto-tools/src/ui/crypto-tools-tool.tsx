import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CipherPanel } from './cipher-panel';
import { HashPanel } from './hash-panel';
import { KeysPanel } from './keys-panel';

type Tab = 'cipher' | 'hash' | 'keys';

/** Crypto tools: encryption, hashing and key generation in three tabs (CONTEXT.md § Screen). */
export default function CryptoToolsTool({
  initialTab = 'cipher',
  initialText,
}: {
  initialTab?: Tab;
  initialText?: string;
}) {
  const { t } = useTranslation('crypto-tools');
  const [tab, setTab] = useState<Tab>(initialTab);
  // Lifted so a generated key can become the cipher password in one click.
  const [password, setPassword] = useState('');

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="cipher">{t('tabs.cipher')}</TabsTrigger>
        <TabsTrigger value="hash">{t('tabs.hash')}</TabsTrigger>
        <TabsTrigger value="keys">{t('tabs.keys')}</TabsTrigger>
      </TabsList>
      <TabsContent value="cipher" className="pt-4">
        <CipherPanel password={password} onPasswordChange={setPassword} initialText={initialText} />
      </TabsContent>
      <TabsContent value="hash" className="pt-4">
        <HashPanel />
      </TabsContent>
      <TabsContent value="keys" className="pt-4">
        <KeysPanel
          onUseAsPassword={(key) => {
            setPassword(key);
            setTab('cipher');
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
