import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { lightTheme } from '@hearth/design-system';
import { I18nProvider } from '@lingui/react';
import { createCache } from './app/apollo';
import { DOCUMENT_DESCRIPTION, DOCUMENT_TITLE, NOT_FOUND_TITLE } from './app/document-head';
import { createI18n } from './app/create-i18n';
import { CATALOG_MODULES } from './app/module-catalogs';
import { SOURCE_LOCALE, type Locale } from './lib/locale';
import { App } from './app/App';
import { APOLLO_STATE_ID } from './app/server-state';
import { PageDescriptionSink } from './lib/page-description';
import { pageTitle, PageTitleSink } from './lib/page-title';
import { NavBar } from './app/shell/NavBar';
import { PageSpinner } from './app/shell/PageSpinner';
import { SiteFooter } from './app/shell/SiteFooter';
import * as shell from './app/shell/Shell.css';

/** Runs one GraphQL operation for a signed-out visitor (the API passes its in-process Apollo Server). */
export type GraphQLExecutor = (request: { query: string; variables?: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

/** Queries stay loading: for the build-time pages, which have no data. */
const silentLink = new ApolloLink(() => new Observable(() => {}));

function executorLink(execute: GraphQLExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

function AtUrl({ url, children }: { url: string; children: ReactNode }) {
  return <StaticRouter location={url}>{children}</StaticRouter>;
}

/**
 * Build-time HTML of a signed-out visitor's home page before its data (scripts/prerender.mjs writes it into
 * dist/home.html, which the API sends them). main.tsx hydrates it.
 */
export async function prerenderHome(locale: Locale = SOURCE_LOCALE): Promise<string> {
  const client = new ApolloClient({ link: silentLink, cache: createCache() });
  const i18n = await createI18n(locale, []);
  const { prelude } = await prerenderToNodeStream(
    <AtUrl url="/">
      <App client={client} i18n={i18n} />
    </AtUrl>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * The frame of a page whose data loads on the client: logo bar, spinner, footer. No buttons that would do
 * nothing until the app starts, nor a language link (one file for every address, it could not come back to the
 * page); the client renders over it.
 */
export async function prerenderFrame(locale: Locale = SOURCE_LOCALE): Promise<string> {
  const i18n = await createI18n(locale, []);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <AtUrl url="/">
        <NavBar frameOnly role={null} onSignIn={() => {}} onLogout={() => {}} />
        <main id="main" className={shell.main}>
          <PageSpinner />
        </main>
        <SiteFooter frameOnly />
      </AtUrl>
    </I18nProvider>,
  );
}

/**
 * Opens the data block listing the app's modules (scripts/prerender.mjs writes it into the page template, and a
 * rendered route's head): a page asks for its code from there once it has painted. Rendered pages put their photo
 * preloads before it.
 */
export const APP_MODULES_TAG = '<script type="application/json" data-app-modules>';

/** The theme class the client puts on <body> (main.tsx), so the prerendered page has its colours at once. */
export const themeClass = lightTheme;

/** Written by scripts/prerender.mjs beside this bundle; read on first use (the build imports this bundle before). */
interface PageShell {
  /** The built index.html with the entry CSS inline. */
  template: string;
  /** Per URL prefix of a lazy route: its chunk's CSS (inline) and its scripts (preloaded). */
  routeHeads: Record<string, string>;
}
let loadedShell: PageShell | undefined;
function pageShell(url: string) {
  const loaded = (loadedShell ??= JSON.parse(readFileSync(new URL('./page-shell.json', import.meta.url), 'utf8')) as PageShell);
  const head = Object.entries(loaded.routeHeads).find(([prefix]) => url.startsWith(prefix))?.[1] ?? '';
  return { template: loaded.template, head };
}

/** A rendered page (a property page) may show any module's texts beside the first render's. */
const RENDERED_MODULES = CATALOG_MODULES;

/** The page template in the locale: <html lang>, the title and description of the site. */
export async function localizedTemplate(template: string, locale: Locale): Promise<string> {
  const i18n = await createI18n(locale, []);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(i18n._(DOCUMENT_TITLE))}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_, start: string, end: string) => `${start}${escapeText(i18n._(DOCUMENT_DESCRIPTION)).replace(/"/g, '&quot;')}${end}`);
}

/** The page template of a path that is none of the app's, in the locale: titled as the Not Found page the app draws. */
export async function notFoundTemplate(template: string, locale: Locale): Promise<string> {
  const i18n = await createI18n(locale, []);
  return (await localizedTemplate(template, locale)).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(pageTitle(i18n._(NOT_FOUND_TITLE)))}</title>`);
}

/** JSON inside <script>: '<' escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** Text of an element: a listing title is the owner's text, so no markup gets through. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A signed-out visitor's property page rendered with its data (queries run through `execute`; the API calls this
 * per request), as a whole HTML document:
 * the browser paints it, photos included, before any JavaScript runs, and main.tsx hydrates it from the Apollo
 * cache written into it, so the client asks for nothing again. React's inline scripts (they reveal boundaries that
 * resolved after the shell) get `scriptNonce`, which the API names in that response's Content-Security-Policy.
 */
export async function renderPage(
  url: string,
  execute: GraphQLExecutor,
  signal?: AbortSignal,
  scriptNonce?: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const client = new ApolloClient({ ssrMode: true, link: executorLink(execute), cache: createCache() });
  const i18n = await createI18n(locale, RENDERED_MODULES);
  let title: string | undefined;
  let description: string | undefined;
  const { result } = await prerenderStatic({
    tree: (
      <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <PageDescriptionSink.Provider value={(pageDescription) => (description = pageDescription)}>
          <AtUrl url={url}>
            <App client={client} i18n={i18n} />
          </AtUrl>
        </PageDescriptionSink.Provider>
      </PageTitleSink.Provider>
    ),
    signal,
    // No boundary outlined for a script to reveal (React's default past 12.8 KB, which a page of cards passes): the
    // page reads in full without JavaScript, as the browser gets it whole anyway.
    renderFunction: (tree) => prerenderToNodeStream(tree, { signal, progressiveChunkSize: Infinity }),
  });
  // React's prerender takes no nonce option. Every bare <script> in its output is its own: data only ever reaches
  // the markup escaped, and nothing here renders raw HTML.
  const rendered = scriptNonce ? result.replaceAll('<script>', `<script nonce="${scriptNonce}">`) : result;
  // React writes the preloads it hoists (the first photos) at the start of the markup: moved into the head, ahead
  // of its inline CSS, the page's largest paint is asked for first.
  const [, imagePreloads = '', markup = rendered] = /^((?:<link rel="preload"[^>]*\/>)*)([\s\S]*)$/.exec(rendered) ?? [];
  const state = `<script id="${APOLLO_STATE_ID}" type="application/json">${scriptJson(client.extract())}</script>`;
  const { template, head } = pageShell(url);
  // Replacer functions: a '$' in the page must not be read as a replacement pattern.
  return (await localizedTemplate(template, locale))
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeText(title)}</title>` : tag))
    // A page that describes itself (the rent report's) replaces the site's description.
    .replace(/(<meta name="description" content=")[^"]*(")/, (tag, start: string, end: string) =>
      description ? `${start}${escapeText(description).replace(/"/g, '&quot;')}${end}` : tag,
    )
    .replace(APP_MODULES_TAG, (tag) => `${imagePreloads}${tag}`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="page">${markup}</div>${state}`);
}
