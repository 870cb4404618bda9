/** A RAC component's props as our wrappers take them: `className` is a plain string, `children` our own. */
export type StyledProps<P> = Omit<P, 'className' | 'children'> & { className?: string };
