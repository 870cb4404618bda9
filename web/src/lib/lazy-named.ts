import { createElement, lazy, type ComponentType } from 'react';

type Loaded<C> = { default: C };

const loadAriaProviders = () => import('./aria-providers');

/** Starts loading react-aria's providers before a lazy part asks for them (its code is being preloaded too). */
export const preloadAriaProviders = (): void => void loadAriaProviders();

/**
 * A lazy part under react-aria's providers (locale, router: `AriaProviders`, fed by App's NativeDesignSystemProvider).
 * The first paint uses native elements only, so react-aria's providers and their code come with the first lazy part
 * (dialogs, menus, popovers, pages), never with the first load. Every lazy part the first load reaches goes through
 * here (`lazyWithAria`, `lazyNamed`); the parts those load are under it already.
 */
export function withAriaProviders<C extends ComponentType<any>>(load: () => Promise<Loaded<C>>): () => Promise<Loaded<C>> {
  return async () => {
    const [{ default: Component }, { AriaProviders }] = await Promise.all([load(), loadAriaProviders()]);
    const UnderAriaProviders = (props: object) => createElement(AriaProviders, null, createElement(Component, props));
    return { default: UnderAriaProviders as unknown as C };
  };
}

/** React.lazy for a default export, under react-aria's providers. */
export function lazyWithAria<C extends ComponentType<any>>(load: () => Promise<Loaded<C>>) {
  return lazy(withAriaProviders(load));
}

/** React.lazy for a named export, under react-aria's providers: `lazyNamed(() => import('./X'), 'X')`. */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazyWithAria(async () => ({ default: (await load())[name] })) as unknown as M[K];
}
