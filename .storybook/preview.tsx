import type { Decorator, Preview } from '@storybook/react-vite';
import designSystem from '../design-system/.storybook/preview';
import screens from '../web/.storybook/preview';
import { APP, DESIGN_SYSTEM } from './roots';

/** A preview's decorators as a list (a preview may give one or several). */
const decoratorsOf = ({ decorators = [] }: Preview): Decorator[] => [decorators].flat();

/** Decorators of one package's preview, applied to that package's stories only. */
const forPackage = (root: string, decorators: Decorator[]): Decorator[] =>
  decorators.map((decorate) => (Story, context) => (context.title.startsWith(`${root}/`) ? decorate(Story, context) : <Story />));

// The layout is the screens' (fullscreen); the design system's own Storybook draws its stories padded.
const padded: Decorator = (Story) => (
  <div style={{ padding: '1rem' }}>
    <Story />
  </div>
);

/**
 * Both packages' previews in one: the screens' Lingui loader, locale switch and decorators on the screens; the design
 * system's decorators and theme switch on every story (its provider takes the locale too).
 */
const preview: Preview = {
  parameters: { ...designSystem.parameters, ...screens.parameters },
  globalTypes: { ...designSystem.globalTypes, ...screens.globalTypes },
  initialGlobals: { ...designSystem.initialGlobals, ...screens.initialGlobals },
  loaders: screens.loaders,
  decorators: [...forPackage(APP, decoratorsOf(screens)), ...forPackage(DESIGN_SYSTEM, [padded]), ...decoratorsOf(designSystem)],
};

export default preview;
