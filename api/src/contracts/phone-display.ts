/**
 * A stored (E.164) number as people read it: North American ones "+1 416-555-0199", others as stored. Apart from the
 * phone rule (phone-number.ts) so that a page showing numbers does not load the library that reads them.
 */
export function phoneForDisplay(stored: string): string {
  const national = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(stored);
  return national ? `+1 ${national[1]}-${national[2]}-${national[3]}` : stored;
}
