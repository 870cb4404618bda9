/**
 * A place name as people type it, reduced to compare: no accents, no case, punctuation as spaces, and 'Saint'
 * / 'Sainte' as 'st' / 'ste' ('Montreal' = 'Montréal', 'St-Jérôme' = 'Saint-Jérôme', 'St Johns' = "St. John's").
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'saint' ? 'st' : word === 'sainte' ? 'ste' : word))
    .join(' ');
}
