/**
 * Sentence case for a short label: its first letter upper case, the rest as written ('pending' -> 'Pending',
 * 'wrong details, photos or price' -> 'Wrong details, photos or price', « en attente » -> « En attente »). CSS
 * `text-transform: capitalize` would capitalise every word, which neither English nor French labels want.
 */
export function sentenceCase(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase());
}
