/** 046 454 286 (it passes Luhn) as people write it: 21 spellings; each digit spaced, O for zero, other scripts... */
export const SIN_SPELLINGS: Array<[how: string, text: string]> = [
  ['spaces', '046 454 286'],
  ['dashes', '046-454-286'],
  ['no separator', '046454286'],
  ['in a sentence', 'my SIN: 046 454 286.'],
  ['dots', '046.454.286'],
  ['slashes', '046/454/286'],
  ['commas', '046,454,286'],
  ['no-break spaces', '046\u00A0454\u00A0286'],
  ['thin spaces', '046\u2009454\u2009286'],
  ['narrow no-break spaces', '046\u202F454\u202F286'],
  ['double spaces', '046  454  286'],
  ['tabs', '046\t454\t286'],
  ['newlines', '046\n454\r\n286'],
  ['en dashes', '046\u2013454\u2013286'],
  ['full-width digits', '\uFF10\uFF14\uFF16 \uFF14\uFF15\uFF14 \uFF12\uFF18\uFF16'],
  ['Arabic-Indic digits', '\u0660\u0664\u0666 \u0664\u0665\u0664 \u0662\u0668\u0666'],
  ['Extended Arabic-Indic digits', '\u06F0\u06F4\u06F6\u06F4\u06F5\u06F4\u06F2\u06F8\u06F6'],
  ['zero-width spaces', '046\u200B454\u200B286'],
  ['each digit spaced', '0 4 6 4 5 4 2 8 6'],
  ['a trailing dash', 'SIN 046-454-286-'],
  ['letter O for zero', 'O46 454 286'],
];

/** Numbers a tenant writes that are no SIN: they must pass. */
export const NOT_SINS = [
  '416-555-0199',
  '+1 416 555 0199',
  '(416) 555-0199 ext. 12',
  '123 456 789',
  '0464542860',
  'K1A 0B1',
  '$2,400.00 a month',
  '1 250 000 $',
  'from 2026-12-04 to 2027/11/30',
  'unit 12, 3 bedrooms',
  'Room 4O, Go 2',
];
