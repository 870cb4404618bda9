/** An absolute address (`https:`, `mailto:`, `//host`): the browser opens it; a client router would mangle it. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}
