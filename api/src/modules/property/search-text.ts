/**
 * How the browse reads the words a renter types ('2 bedrooms near the Plateau, balcony', « 4 1/2 près du Plateau,
 * balcon »): a number of bedrooms said in words becomes the bedrooms filter (a minimum, as the filter is), the small
 * words that carry nothing to match are dropped, and every other word must match the listing's text (docs/search.md).
 */

/** At most this many words of a text query count (each is an OR of its forms, the words are ANDed). */
const SEARCH_WORDS_MAX = 8;

/** The words of a text: letters, digits, inner hyphens and apostrophes ('mont-royal', "l'île"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Words that say where or with what rather than what to find, in English and French. */
const FILLER_WORDS = new Set([
  ...['a', 'an', 'the', 'near', 'nearby', 'close', 'to', 'by', 'in', 'at', 'on', 'of', 'with', 'and', 'or', 'for', 'around', 'from'],
  ...['un', 'une', 'le', 'la', 'les', 'du', 'de', 'des', 'près', 'proche', 'à', 'au', 'aux', 'avec', 'et', 'ou', 'pour', 'dans', 'en', 'sur', 'autour'],
]);

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5 };
const COUNT = `(\\d|${Object.keys(NUMBER_WORDS).join('|')})`;

/** 'n bedrooms', '2-bedroom', '2 br', '2 bdr', 'two beds', '2 chambres', 'deux chambres à coucher', '2 cac'. */
const BEDROOMS = new RegExp(`(?<![\\p{L}\\p{N}])${COUNT}[\\s-]*(?:bedrooms?|beds?|bdrms?|bdrs?|br|chambres?(?:\\s+à\\s+coucher)?|cac|cc)(?![\\p{L}\\p{N}])`, 'giu');
/** Québec's count of rooms, the bathroom as a half: a 3 1/2 has one bedroom, a 4 1/2 two, a 5 1/2 three. */
const QUEBEC_ROOMS = /(?<![\p{L}\p{N}])(\d)\s*(?:1\/2|½)(?![\p{L}\p{N}])/giu;

export interface SearchText {
  /** The words every match must contain (in one of their forms). */
  words: string[];
  /** At least this many bedrooms, when the text says so. */
  bedrooms?: number;
}

/** The words to match and the bedrooms the text asks for (the most it names). */
export function readSearchText(text: string): SearchText {
  const counts: number[] = [];
  const rest = text
    .replace(QUEBEC_ROOMS, (_all, rooms: string) => {
      counts.push(Math.max(0, Number(rooms) - 2));
      return ' ';
    })
    .replace(BEDROOMS, (_all, count: string) => {
      counts.push(NUMBER_WORDS[count.toLowerCase()] ?? Number(count));
      return ' ';
    });
  const words = (rest.match(WORD) ?? []).filter((word) => !FILLER_WORDS.has(word.toLowerCase())).slice(0, SEARCH_WORDS_MAX);
  return counts.length ? { words, bedrooms: Math.max(...counts) } : { words };
}
