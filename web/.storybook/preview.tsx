import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { DesignSystemProvider, Toaster, lightTheme } from '@hearth/design-system';

// Portalled overlays (dialogs, menus, toasts) render into <body>, so the theme class lives there.
if (typeof document !== 'undefined') document.body.classList.add(lightTheme);

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    backgrounds: { disable: true },
  },
  decorators: [
    // Stories never leave the page: react-router in memory, design-system links through a no-op navigate.
    (Story) => (
      <MemoryRouter>
        <DesignSystemProvider navigate={() => {}}>
          <Story />
          <Toaster />
        </DesignSystemProvider>
      </MemoryRouter>
    ),
  ],
};

export default preview;
