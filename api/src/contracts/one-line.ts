/**
 * Text without line breaks of any kind (LF, CR, vertical tab, form feed, NEL, line and paragraph separators): names,
 * titles and addresses are quoted in plain-text emails, where a break would start a line the sender never wrote.
 */
export const ONE_LINE = /^[^\n\v\f\r\u0085\u2028\u2029]*$/;
export const oneLineMessage = (label: string) => `${label} must be on one line.`;
