import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nByLanguage, LANGUAGES, type Language } from './i18n';
import './storybook.css';

type Theme = 'light' | 'dark';

/** Applies the theme and language to <html>, where the site sets them (portals render outside the story root). */
function StoryFrame({
  language,
  theme,
  children,
}: {
  language: Language;
  theme: Theme;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language, theme]);
  return <I18nextProvider i18n={i18nByLanguage[language]}>{children}</I18nextProvider>;
}

const withLanguageAndTheme: Decorator = (Story, context) => {
  const language: Language = LANGUAGES.includes(context.globals.locale) ? context.globals.locale : 'en';
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <StoryFrame language={language} theme={theme}>
      <Story />
    </StoryFrame>
  );
};

const preview: Preview = {
  decorators: [withLanguageAndTheme],
  globalTypes: {
    locale: {
      description: 'Language of the UI',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      // Also the toolbar button's accessible name, read by designers: plain words.
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'padded',
    // The theme tokens paint the page; Storybook's own background picker would fight them.
    backgrounds: { disable: true },
  },
};

export default preview;
