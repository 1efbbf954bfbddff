import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@toolbox/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CryptoTab, DEFAULT_CRYPTO_SETTINGS, parseSharedCrypto } from '../core/share';
import { CipherPanel } from './cipher-panel';
import { HashPanel } from './hash-panel';
import { KeysPanel } from './keys-panel';

/** Crypto tools: encryption, hashing and key generation in three tabs (CONTEXT.md § Screen). */
export default function CryptoToolsTool({
  initialTab = 'cipher',
  initialText,
}: {
  initialTab?: CryptoTab;
  initialText?: string;
}) {
  const { t } = useTranslation('crypto-tools');
  const [tab, setTab] = useState<CryptoTab>(initialTab);
  // Lifted so a generated key can become the cipher password in one click.
  const [password, setPassword] = useState('');
  const [cipher, setCipher] = useState(DEFAULT_CRYPTO_SETTINGS.cipher);
  const [hash, setHash] = useState(DEFAULT_CRYPTO_SETTINGS.hash);
  const [handedFiles, setHandedFiles] = useState<{ id: number; files: File[] }>();

  // CONTEXT.md § Share link: settings only, never the password, key or texts.
  useShareableState({
    state: { tab, cipher, hash },
    parse: parseSharedCrypto,
    restore: (shared) => {
      setTab(shared.tab);
      setCipher(shared.cipher);
      setHash(shared.hash);
    },
  });
  // CONTEXT.md § Hand-off: any files sent here are hashed, as if dropped on the hash tab.
  useHandOffReceiver((items) => {
    const files = items.flatMap((item) => (item.kind === 'file' ? [item.file] : []));
    if (files.length === 0) return;
    setTab('hash');
    setHandedFiles((previous) => ({ id: (previous?.id ?? 0) + 1, files }));
  });

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as CryptoTab)}>
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="cipher">{t('tabs.cipher')}</TabsTrigger>
        <TabsTrigger value="hash">{t('tabs.hash')}</TabsTrigger>
        <TabsTrigger value="keys">{t('tabs.keys')}</TabsTrigger>
      </TabsList>
      <TabsContent value="cipher" className="pt-4">
        <CipherPanel
          password={password}
          onPasswordChange={setPassword}
          settings={cipher}
          onSettingsChange={setCipher}
          initialText={initialText}
        />
      </TabsContent>
      <TabsContent value="hash" className="pt-4">
        <HashPanel settings={hash} onSettingsChange={setHash} handedFiles={handedFiles} />
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
