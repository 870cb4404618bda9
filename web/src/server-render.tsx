import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { lightTheme } from '@hearth/design-system';
import { createCache } from './app/apollo';
import { App } from './app/App';
import { NavBar } from './app/shell/NavBar';
import { PageSpinner } from './app/shell/PageSpinner';
import { SiteFooter } from './app/shell/SiteFooter';
import * as shell from './app/shell/Shell.css';

/**
 * Build-time HTML of a signed-out visitor's first render (scripts/prerender.mjs writes it into the pages), so the
 * browser paints before the JavaScript has loaded. Queries stay loading: the link never answers.
 */
const silentLink = new ApolloLink(() => new Observable(() => {}));
const client = () => new ApolloClient({ link: silentLink, cache: createCache() });

function AtUrl({ url, children }: { url: string; children: ReactNode }) {
  return <StaticRouter location={url}>{children}</StaticRouter>;
}

/** The home page as the client's first render draws it, lazy parts included: main.tsx hydrates it. */
export async function prerenderHome(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AtUrl url="/">
      <App client={client()} />
    </AtUrl>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * The frame of a page whose data loads on the client: logo bar, spinner, footer. No buttons that would do
 * nothing until the app starts; the client renders over it (same heights, so nothing moves).
 */
export function prerenderFrame(): string {
  return renderToString(
    <AtUrl url="/">
      <NavBar frameOnly role={null} onSignIn={() => {}} onLogout={() => {}} />
      <main id="main" className={shell.main}>
        <PageSpinner />
      </main>
      <SiteFooter />
    </AtUrl>,
  );
}

/** The theme class the client puts on <body> (main.tsx), so the prerendered page has its colours at once. */
export const themeClass = lightTheme;
