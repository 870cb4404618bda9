import { createElement } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { darkTheme, lightTheme } from '../src/tokens/theme.css';
import '../src/tokens/global.css';
import { DesignSystemProvider } from '../src/components/Provider/DesignSystemProvider';

const themes = { light: lightTheme, dark: darkTheme } as const;

// Portalled overlays (modals, popovers, toasts) render into <body>, so the theme class lives there.
const withTheme: Decorator = (Story, { globals }) => {
  const theme = themes[(globals.theme as keyof typeof themes) ?? 'light'] ?? lightTheme;
  document.body.classList.remove(lightTheme, darkTheme);
  document.body.classList.add(theme);
  return createElement(Story);
};

// Form controls fill their container's width: show them in a column as wide as a form gives them. (The design
// catalogue puts a root before the title, hence any segment.)
const withFormColumn: Decorator = (Story, { title }) =>
  title.split('/').includes('Forms') ? createElement('div', { style: { maxWidth: 420 } }, createElement(Story)) : createElement(Story);

// Stories never leave the page: links navigate through a no-op router. The locale is the design catalogue's switch.
const withProvider: Decorator = (Story, { globals }) =>
  createElement(DesignSystemProvider, { navigate: () => {}, locale: globals.locale as string | undefined, children: createElement(Story) });

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: { disable: true },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withFormColumn, withProvider, withTheme],
};

export default preview;
