import { createElement } from 'react';
import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '../src/tokens/theme.css';
import '../src/tokens/global.css';
import { DesignSystemProvider } from '../src/components/Provider/DesignSystemProvider';

// Portalled overlays (modals, popovers, toasts) render into <body>, so the theme class lives there.
if (typeof document !== 'undefined') document.body.classList.add(lightTheme);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: { disable: true },
  },
  decorators: [
    // Stories never leave the page: links navigate through a no-op router.
    (Story) => createElement(DesignSystemProvider, { navigate: () => {}, children: createElement(Story) }),
  ],
};

export default preview;
