// Loaded with the first lazy part only (lib/lazy-named.ts): react-aria's providers stay out of the first load.
export { AriaProviders } from '@hearth/design-system';
