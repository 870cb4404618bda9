export { Link, ButtonLink } from './Link';
export type { LinkProps, ButtonLinkProps } from './Link';
