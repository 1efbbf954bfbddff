import type { ToolManifest } from '@toolbox/kit/tool';
import { createInstance, type i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster, type ToasterProps } from './components/toaster';
import { UI_NAMESPACE, uiMessages } from './i18n';
import { TOOLBOX_SCOPE } from './scope';

export type ToolboxLocale = keyof typeof uiMessages;
export const TOOLBOX_LOCALES = Object.keys(uiMessages) as ToolboxLocale[];

/** The part of a manifest the provider needs: its id (the namespace) and its message loaders. */
export type ToolMessagesSource = Pick<ToolManifest, 'id' | 'messages'>;

/**
 * Adds the `ui` namespace and each tool's namespace (its id) to `i18n` for `locales`, without
 * touching the host's own namespaces. Await it before a server render so the HTML is translated.
 */
export async function registerToolMessages(
  i18n: I18n,
  tools: readonly ToolMessagesSource[],
  locales: readonly ToolboxLocale[] = TOOLBOX_LOCALES,
): Promise<void> {
  for (const locale of locales) {
    if (!i18n.hasResourceBundle(locale, UI_NAMESPACE)) {
      i18n.addResourceBundle(locale, UI_NAMESPACE, uiMessages[locale], true, false);
    }
  }
  await Promise.all(
    tools.flatMap((tool) =>
      locales.map(async (locale) => {
        if (i18n.hasResourceBundle(locale, tool.id)) return;
        const { default: messages } = await tool.messages[locale]();
        i18n.addResourceBundle(locale, tool.id, messages, true, false);
      }),
    ),
  );
}

/** Whether every namespace the tools need is already there (then the first render is translated). */
function hasAllMessages(i18n: I18n, tools: readonly ToolMessagesSource[], locale: ToolboxLocale): boolean {
  return (
    i18n.hasResourceBundle(locale, UI_NAMESPACE) &&
    tools.every((tool) => i18n.hasResourceBundle(locale, tool.id))
  );
}

function createToolboxI18n(locale: ToolboxLocale): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'en',
    resources: {},
    defaultNS: UI_NAMESPACE,
    // The ui messages are bundled: initialise synchronously so nothing renders untranslated.
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  for (const language of TOOLBOX_LOCALES)
    i18n.addResourceBundle(language, UI_NAMESPACE, uiMessages[language]);
  return i18n;
}

export interface ToolboxProviderProps {
  /** The language the tools speak: `en` or `zh` (a host's i18n is switched to it). */
  locale: ToolboxLocale;
  /**
   * The host's i18next instance, extended with the `ui` and tool namespaces; without one the
   * provider makes its own.
   */
  i18n?: I18n;
  /** The manifests of the tools rendered inside (`import { manifest } from '@toolbox/tool-x/manifest'`). */
  tools: readonly ToolMessagesSource[];
  /** Toaster options; `false` when the host already mounts `Toaster` from `@toolbox/ui/toaster`. */
  toaster?: ToasterProps | false;
  /** Shown until the tools' messages have loaded (only when they were not registered beforehand). */
  fallback?: ReactNode;
  /** The tools. */
  children: ReactNode;
}

/**
 * Everything a Toolbox tool needs from its host in one element: i18next with the `ui` and tool
 * messages in the chosen language, the toaster its messages appear in, and the `[data-toolbox]`
 * wrapper inside which a published tool's stylesheet applies its base styles.
 */
export function ToolboxProvider({
  locale,
  i18n: hostI18n,
  tools,
  toaster = {},
  fallback = null,
  children,
}: ToolboxProviderProps) {
  // One instance for the provider's life; a new locale switches its language (after its messages).
  const [ownI18n] = useState(() => (hostI18n ? undefined : createToolboxI18n(locale)));
  const i18n = hostI18n ?? (ownI18n as I18n);
  const [readyLocale, setReadyLocale] = useState<ToolboxLocale>();
  const [failure, setFailure] = useState<unknown>();
  if (failure) throw failure; // to the host's error boundary: a tool without messages is no tool
  const isReady = (readyLocale === locale || hasAllMessages(i18n, tools, locale)) && i18n.language === locale;

  useEffect(() => {
    let isCurrent = true;
    registerToolMessages(i18n, tools, [locale])
      .then(() => (i18n.language === locale ? undefined : i18n.changeLanguage(locale)))
      .then(() => {
        if (isCurrent) setReadyLocale(locale);
      })
      .catch((error: unknown) => {
        if (isCurrent) setFailure(error);
      });
    return () => {
      isCurrent = false;
    };
  }, [i18n, tools, locale]);

  return (
    <I18nextProvider i18n={i18n}>
      <div {...TOOLBOX_SCOPE}>{isReady ? children : fallback}</div>
      {toaster !== false && <Toaster {...toaster} />}
    </I18nextProvider>
  );
}
