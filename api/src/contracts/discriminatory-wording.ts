import { z } from 'zod';
import type { Locale } from './locales.js';
import { PROPERTY_TEXT_MAX } from './property.schema.js';
import { PROVINCES, type Province } from './provinces.js';

/**
 * Listing text screened for wording the provinces' human-rights commissions name as discriminatory
 * (docs/listing-text-screening.md gives every rule's source). Data shared by the API's refusal
 * (400 DISCRIMINATORY_TEXT) and the listing form, which runs the same table in the browser while the landlord types.
 *
 * Only clear cases are here: an exclusion or a requirement that names a protected group ("no children",
 * "no ODSP", « pas de BS »). Words that merely mention a group ("kids' park nearby", "close to schools") pass.
 * Patterns are written against normalized text: lower case, accents removed, typographic apostrophes made
 * straight, runs of spaces made one; each pattern is matched between word boundaries.
 */

export const DISCRIMINATION_GROUNDS = [
  'familyStatus',
  'publicAssistance',
  'employment',
  'age',
  'maritalStatus',
  'sex',
  'religion',
  'ethnicOrigin',
  'disability',
  'sexualOrientation',
  'genderIdentity',
] as const;
export type DiscriminationGround = (typeof DISCRIMINATION_GROUNDS)[number];

/** A text in both languages. */
export interface Bilingual {
  en: string;
  fr: string;
}
export const inLocale = (text: Bilingual, locale: Locale | undefined): string => (locale === 'fr-CA' ? text.fr : text.en);

/** The ground as the commissions name it (the message says "because of their {ground}"). */
export const GROUND_NAMES: Record<DiscriminationGround, Bilingual> = {
  familyStatus: { en: 'family status (children)', fr: 'situation familiale (enfants)' },
  publicAssistance: { en: 'source of income (public assistance)', fr: 'source de revenu (aide sociale)' },
  employment: { en: 'source of income (employment)', fr: 'source de revenu (emploi)' },
  age: { en: 'age', fr: 'âge' },
  maritalStatus: { en: 'marital status', fr: 'état civil' },
  sex: { en: 'sex', fr: 'sexe' },
  religion: { en: 'religion (creed)', fr: 'religion' },
  ethnicOrigin: { en: 'ethnic or national origin', fr: 'origine ethnique ou nationale' },
  disability: { en: 'disability', fr: 'handicap' },
  sexualOrientation: { en: 'sexual orientation', fr: 'orientation sexuelle' },
  genderIdentity: { en: 'gender identity', fr: 'identité de genre' },
};

/** The commissions' and codes' pages each rule cites (docs/listing-text-screening.md says what each says). */
export const WORDING_SOURCES = {
  ohrcAds: 'https://www.ohrc.on.ca/en/spreading-message-about-human-rights-housing',
  ohrcHousing: 'https://www.ohrc.on.ca/en/social_areas/housing',
  bcCode: 'https://www.bchrt.bc.ca/law-library/leading-cases/tenancy.htm',
  albertaTenancy: 'https://albertahumanrights.ab.ca/other/tenancy/Pages/what_to_know.aspx',
  cdpdjAds:
    'https://www.newswire.ca/fr/news-releases/louer-un-logement-ce-n-est-pas-passer-une-audition-la-commission-des-droits-de-la-personne-et-des-droits-de-la-jeunesse-veut-sensibiliser-les-proprietaires-803894974.html',
  nsRental: 'https://humanrights.novascotia.ca/node/2334',
} as const;
export type WordingSource = keyof typeof WORDING_SOURCES;

/**
 * What the codes allow where the listing says so: the tenant shares a kitchen or bathroom with the owner
 * (Ontario Code s.21(1), BC Code s.10(2)(a)); a building reserved for seniors, 55 and over (BC s.10(2)(b), Alberta;
 * Ontario s.15 for 65 and over); a shared home whose occupants are all one sex (Ontario s.21(2), BC s.10(2)(a)).
 */
export const WORDING_EXCEPTIONS = ['sharedWithOwner', 'seniorsHousing', 'sameSexShared'] as const;
export type WordingException = (typeof WORDING_EXCEPTIONS)[number];

/** Where each exception is found in the listing's text (title and description, both languages). */
const EXCEPTION_PATTERNS: Record<WordingException, string[]> = {
  sharedWithOwner: [
    // "share the kitchen and bathroom with the owner", « partager la cuisine avec le propriétaire »
    "shar(?:e|es|ed|ing) (?:the |a |our |my )?(?:kitchen|bath(?:room)?|washroom)(?: and (?:the )?(?:kitchen|bath(?:room)?|washroom))? with (?:the |our |my )?(?:owners?|landlord|landlady|homeowners?|owner'?s family|family|me|us)",
    "(?:kitchen|bath(?:room)?|washroom)s?(?: and (?:kitchen|bath(?:room)?|washroom)s?)? (?:is |are )?shared with (?:the |our |my )?(?:owners?|landlord|landlady|homeowners?|owner'?s family|family|me|us)",
    "partag(?:er|e|ee|es|ees|eons|ez) (?:la |notre |ma |sa )?(?:cuisine|salle de bains?|salle d'eau)(?: et (?:la )?(?:cuisine|salle de bains?|salle d'eau))? avec (?:le |la |les )?(?:proprietaires?|proprio|famille|nous|moi)",
    "(?:cuisine|salle de bains?|salle d'eau)(?: et (?:cuisine|salle de bains?|salle d'eau))? partagee?s? avec (?:le |la |les )?(?:proprietaires?|proprio|famille|nous|moi)",
  ],
  seniorsHousing: [
    // "55+ building", "seniors' residence", « résidence pour aînés », « RPA »
    "(?:seniors?'?|retirement|55 ?\\+|55 and (?:over|older)|60 ?\\+|65 ?\\+) (?:only )?(?:apartment |rental |condo )?(?:building|community|residence|complex|housing|condo(?:minium)?|living|home|co-?op)",
    '(?:residence|immeuble|complexe|logements?|habitations?) (?:privee )?(?:pour |reservee?s? aux )?(?:aines|personnes agees|retraites|55 ans et plus|personnes de 55 ans et plus)',
    'rpa',
  ],
  sameSexShared: [
    // A shared home: the rule that all occupants be one sex is allowed.
    '(?:shared|sharing a) (?:house|home|apartment|unit|condo|accommodation|flat)',
    'room ?mates?',
    'house ?mates?',
    'colocation',
    'colocataires?',
    '(?:logement|appartement|maison) partagee?',
  ],
};

/**
 * In Québec the Charter's only exception (art. 14) is a room in the lessor's own dwelling that is not advertised
 * publicly: a Hearth listing is public, so neither shared-home exception applies there.
 */
const EXCEPTIONS_NOT_IN: Partial<Record<WordingException, readonly Province[]>> = {
  sharedWithOwner: ['QC'],
  sameSexShared: ['QC'],
};

export interface WordingRule {
  id: string;
  ground: DiscriminationGround;
  /** Regular expression sources over normalized text (see above), English and French. */
  patterns: readonly string[];
  guidance: Bilingual;
  source: WordingSource;
  suggestion: Bilingual;
  /** The exceptions under which this wording is allowed, when the listing says so. */
  exceptions: readonly WordingException[];
}

const ALL_SHARED = ['sharedWithOwner'] as const;
const FAMILY_EXCEPTIONS = ['sharedWithOwner', 'seniorsHousing'] as const;
const SEX_EXCEPTIONS = ['sharedWithOwner', 'sameSexShared'] as const;

const KIDS = "(?:kids?|children|child|babies|baby|toddlers?|infants?|teenagers?|teens?)(?!'| ?'s)";
const ASSISTANCE_EN =
  '(?:odsp|ontario works|ow|welfare|social assistance|government assistance|income assistance|public assistance|disability support|assistance recipients?)';
const ASSISTANCE_FR = "(?:bs|b\\.s\\.|aide sociale|aide financiere de dernier recours|bien-etre social|bien etre social|prestataires?(?: de l'aide sociale)?)";
const SEXES_EN = '(?:females?|women|woman|girls?|lad(?:y|ies)|males?|men|man|guys?|boys?|gentlemen|gentleman)';
const SEXES_FR = '(?:femmes?|filles?|hommes?|gars|garcons?|demoiselles?)';
const FAITHS_EN = '(?:christians?|muslims?|jews|jewish|hindus?|sikhs?|catholics?|buddhists?|protestants?|atheists?)';
const FAITHS_FR = '(?:chretien(?:ne)?s?|musulman(?:e)?s?|jui(?:f|fs|ve|ves)|hindous?|sikhs?|catholiques?|bouddhistes?|protestant(?:e)?s?|athees?)';
const ORIGINS_EN = '(?:immigrants?|newcomers?|refugees?|foreigners?|natives|aboriginals?|indians|asians|blacks|arabs|africans|mexicans)';
const ORIGINS_FR = "(?:d'immigrant(?:e)?s?|d'immigre(?:e)?s?|de refugie(?:e)?s?|d'etranger(?:e)?s?|de nouveaux arrivants|d'arabes|de noirs|d'autochtones)";
const TENANTS_EN = '(?: (?:tenants?|renters?|occupants?|persons?|people|applicants?|family|families|roommates?|students?))?';
const TENANTS_FR = '(?: (?:locataires?|personnes?|occupant(?:e)?s?|etudiant(?:e)?s?))?';
const ONLY_FR = '(?:seulement|uniquement|exclusivement)';

/** The table. Order is the order findings are reported in. */
export const DISCRIMINATORY_WORDING: readonly WordingRule[] = [
  {
    id: 'no-children',
    ground: 'familyStatus',
    patterns: [
      `no ${KIDS}`,
      `${KIDS} (?:are )?not (?:allowed|permitted|accepted|welcome)`,
      `not (?:suitable|suited|ideal|appropriate) for (?:kids|children|families|a family)`,
      'no families',
      `(?:couples?|adults?|tenants?) (?:without|with no) (?:kids|children)`,
      'childless',
      "pas d'enfants?",
      'pas de (?:bebes?|familles?|jeunes enfants)',
      '(?<!avec ou )sans enfants?',
      'aucun enfant',
      'enfants? (?:non|pas) (?:admis|acceptes?|bienvenus?|permis)',
      '(?:interdits?|defendu) aux enfants',
      'familles? (?:non admises|s\'abstenir)',
      '(?:ne convient pas|pas pour) (?:aux |les |des )?(?:enfants|familles)',
    ],
    guidance: {
      en: 'Refusing families with children is discrimination because of family status; human-rights commissions name "no children" ads as discriminatory.',
      fr: 'Refuser les familles avec enfants est de la discrimination fondée sur la situation familiale ; les commissions des droits de la personne qualifient les annonces « pas d’enfants » de discriminatoires.',
    },
    source: 'ohrcAds',
    suggestion: { en: 'Describe the home instead: "2-bedroom apartment, suits up to 3 occupants."', fr: 'Décrivez plutôt le logement : « 4 ½, convient à 3 occupants au plus. »' },
    exceptions: FAMILY_EXCEPTIONS,
  },
  {
    id: 'adults-only',
    ground: 'familyStatus',
    patterns: ['adults? only', 'only adults', 'adult(?:s|-only)? (?:building|community|complex|household)', `adultes? ${ONLY_FR}`, `pour adultes? ${ONLY_FR}`, 'immeuble pour adultes'],
    guidance: {
      en: 'An "adults only" or "adult building" rule excludes families with children (family status); only seniors\' housing designated as such may restrict occupancy by age.',
      fr: 'Une règle « adultes seulement » exclut les familles avec enfants (situation familiale) ; seule une résidence pour aînés désignée comme telle peut restreindre l’occupation selon l’âge.',
    },
    source: 'ohrcAds',
    suggestion: { en: 'Say what the home offers: "Quiet building, no smoking."', fr: 'Dites ce que le logement offre : « Immeuble tranquille, non-fumeur. »' },
    exceptions: FAMILY_EXCEPTIONS,
  },
  {
    id: 'no-public-assistance',
    ground: 'publicAssistance',
    patterns: [
      `no ${ASSISTANCE_EN}`,
      `(?:not|don'?t|do not|won'?t|will not) (?:accept(?:ing)?|take|taking|rent to) ${ASSISTANCE_EN}`,
      `${ASSISTANCE_EN}(?: recipients?| tenants?)? (?:not (?:accepted|welcome|allowed|eligible)|need not apply|refused)`,
      `must not be on ${ASSISTANCE_EN}`,
      `(?:pas|aucun) (?:de |d')?${ASSISTANCE_FR}`,
      `${ASSISTANCE_FR} (?:s'abstenir|refuses?|non acceptes?|pas acceptes?)`,
    ],
    guidance: {
      en: 'Refusing people on ODSP, Ontario Works, social assistance or other lawful income is discrimination because of source of income (receipt of public assistance in Ontario).',
      fr: 'Refuser les personnes prestataires de l’aide sociale ou d’un autre revenu légal est de la discrimination fondée sur la condition sociale ou la source de revenu.',
    },
    source: 'ohrcAds',
    suggestion: { en: 'Name the rent and what you ask every applicant: "Rent $1,800; references requested."', fr: 'Indiquez le loyer et ce que vous demandez à tous : « Loyer 1 800 $ ; références demandées. »' },
    exceptions: ALL_SHARED,
  },
  {
    id: 'employment-required',
    ground: 'employment',
    patterns: [
      '(?:working |young )?professionals? only',
      'only (?:working )?professionals?',
      '(?:employed|working) (?:tenants?|people|persons?|applicants?) only',
      'must (?:be employed|be working|work full[ -]time|have (?:a )?(?:full[ -]time |steady |stable )?(?:job|employment|working income))',
      '(?:proof of employment|employment letter|job letter) (?:is )?(?:required|mandatory|a must)',
      'must (?:provide|show) (?:a )?(?:proof of employment|employment letter|job letter)',
      'no unemployed',
      `professionnel(?:le)?s? ${ONLY_FR}`,
      `travailleu(?:r|rs|se|ses) ${ONLY_FR}`,
      'doit (?:travailler|avoir un emploi|etre a l\'emploi)',
      "(?:preuve|lettre) d'emploi (?:obligatoire|exigee|requise)",
      'emploi (?:stable |permanent )?(?:obligatoire|exige|requis)',
      'pas de (?:chomeurs?|sans[ -]emploi)',
    ],
    guidance: {
      en: '"Professionals only" or "must be employed" shuts out people whose lawful income is public assistance or a pension; the commissions name "must have working income / proof of employment" as discriminatory.',
      fr: '« Professionnels seulement » ou « emploi obligatoire » exclut les personnes dont le revenu légal est une prestation ou une rente ; la Commission y voit de la discrimination fondée sur la condition sociale.',
    },
    source: 'ohrcAds',
    suggestion: { en: 'Ask every applicant the same thing: "Please include references and proof of income."', fr: 'Demandez la même chose à tous : « Joindre des références et une preuve de revenu. »' },
    exceptions: ALL_SHARED,
  },
  {
    id: 'age-limit',
    ground: 'age',
    patterns: [
      '(?:must be|only|tenants?|applicants?) (?:under|younger than|below) \\d{2}',
      'under \\d{2} only',
      'no (?:one|tenants?|applicants?) (?:over|older than|above) \\d{2}',
      'no (?:seniors|elderly|old people|retirees)',
      `(?:mature|young|younger|older) (?:adults?|persons?|people|tenants?|individuals?|professionals?|women|men|couples?) only`,
      'only (?:mature|young|younger|older) (?:adults?|persons?|people|tenants?|individuals?)',
      '(?:seniors|55 ?\\+|over 55|65 ?\\+|retirees) only',
      `(?:jeunes?|personnes? agees|aines|retraites) ${ONLY_FR}`,
      `(?:moins|plus) de \\d{2} ans ${ONLY_FR}`,
      "pas de (?:personnes agees|retraites|vieux|jeunes(?! enfants))",
    ],
    guidance: {
      en: 'An age limit or preference excludes tenants because of age; only seniors\' housing (55 and over in BC and Alberta) may set one.',
      fr: 'Une limite ou une préférence d’âge exclut des locataires en raison de leur âge ; seule une résidence pour aînés peut en fixer une.',
    },
    source: 'ohrcHousing',
    suggestion: { en: 'Describe the home, not the tenant: "Bright 1-bedroom, third floor, no elevator."', fr: 'Décrivez le logement, pas le locataire : « 3 ½ lumineux, 3e étage, sans ascenseur. »' },
    exceptions: FAMILY_EXCEPTIONS,
  },
  {
    id: 'couple-or-single',
    ground: 'maritalStatus',
    patterns: [
      'married couples? only',
      'only married couples?',
      'no (?:unmarried|common[ -]law|same[ -]sex) couples?',
      'no couples',
      'singles? only',
      'single (?:tenants?|persons?|occupants?|professionals?|adults?) only',
      '(?:ideal|perfect|suitable|best) for (?:a )?(?:young )?(?:single (?:person|professional|man|woman|adult)|young couple|couple without children)',
      `(?:couples? (?:marie|maries)|personnes? seules?|celibataires?) ${ONLY_FR}`,
      '(?:ideale?|parfaite?) pour (?:un |une )?(?:jeune couple|couple sans enfants?|personne seule|celibataire)',
      'pas de couples?',
    ],
    guidance: {
      en: 'Requiring a single tenant, a married couple or a "young couple" excludes people because of marital status (and age or family status); the commissions name "single tenant only" as discriminatory.',
      fr: 'Exiger une personne seule, un couple marié ou un « jeune couple » exclut des gens en raison de leur état civil (et de leur âge ou de leur situation familiale).',
    },
    source: 'ohrcAds',
    suggestion: { en: 'Say how many people the home suits: "Suits 1 to 2 occupants."', fr: 'Dites pour combien de personnes : « Convient à 1 ou 2 occupants. »' },
    exceptions: ALL_SHARED,
  },
  {
    id: 'one-sex-only',
    ground: 'sex',
    patterns: [
      `${SEXES_EN}${TENANTS_EN} only`,
      `only ${SEXES_EN}`,
      `no (?:females|women|girls|ladies|males|men|guys|boys)`,
      'no pregnan(?:t|cy)(?: women)?',
      `${SEXES_FR}${TENANTS_FR} ${ONLY_FR}`,
      `(?:${ONLY_FR}|reserve) (?:pour |aux )?(?:des )?${SEXES_FR}`,
      `pour ${SEXES_FR} ${ONLY_FR}`,
      'pas de (?:femmes|filles|hommes|gars|garcons)',
      'pas de femmes? enceintes?',
    ],
    guidance: {
      en: 'Renting to one sex only is discrimination because of sex, unless the tenant shares the home\'s kitchen or bathroom with the owner or all occupants of a shared home are of one sex.',
      fr: 'Louer à un seul sexe est de la discrimination fondée sur le sexe ; au Québec, seule une chambre louée sans annonce publique dans le logement du locateur échappe à la règle.',
    },
    source: 'bcCode',
    suggestion: { en: 'Describe the space: "Private bedroom in a quiet 3-bedroom apartment."', fr: 'Décrivez l’espace : « Chambre privée dans un 5 ½ tranquille. »' },
    exceptions: SEX_EXCEPTIONS,
  },
  {
    id: 'religion',
    ground: 'religion',
    patterns: [`${FAITHS_EN}${TENANTS_EN} only`, `only ${FAITHS_EN}`, 'no (?:muslims|jews|christians|hindus|sikhs|catholics|buddhists|atheists)', `${FAITHS_FR}${TENANTS_FR} ${ONLY_FR}`, "pas de (?:musulmans|juifs|chretiens|hindous|sikhs|catholiques|athees)"],
    guidance: {
      en: 'Choosing or refusing tenants by religion is discrimination because of creed or religion.',
      fr: 'Choisir ou refuser des locataires selon leur religion est de la discrimination fondée sur la religion.',
    },
    source: 'nsRental',
    suggestion: { en: 'Leave religion out and describe the home and its rules for everyone.', fr: 'Laissez la religion de côté et décrivez le logement et ses règles, les mêmes pour tous.' },
    exceptions: ALL_SHARED,
  },
  {
    id: 'origin',
    ground: 'ethnicOrigin',
    patterns: [
      `no ${ORIGINS_EN}`,
      `(?:canadians?|canadian[ -]born|canadian citizens?|whites?|caucasians?)${TENANTS_EN} only`,
      'must be (?:a )?(?:canadian(?: citizen| born)?|born in canada|white)',
      `pas ${ORIGINS_FR}`,
      `(?:quebecois(?:es)?|canadien(?:ne)?s?|blanc(?:he)?s?|de souche)${TENANTS_FR} ${ONLY_FR}`,
      'quebecois(?:es)? de souche',
    ],
    guidance: {
      en: 'Refusing immigrants, refugees or people of an origin is discrimination because of race, ancestry, place of origin, ethnic origin or citizenship.',
      fr: 'Refuser les personnes immigrantes ou réfugiées ou d’une origine donnée est de la discrimination fondée sur l’origine ethnique ou nationale.',
    },
    source: 'cdpdjAds',
    suggestion: { en: 'Ask every applicant for the same references, whatever their origin.', fr: 'Demandez les mêmes références à toutes les personnes, quelle que soit leur origine.' },
    exceptions: ALL_SHARED,
  },
  {
    id: 'disability',
    ground: 'disability',
    patterns: [
      'no (?:disabled|handicapped|mentally ill)(?: people| persons| tenants)?',
      'no (?:people|persons|tenants|one) (?:with|on) (?:a )?(?:disability|disabilities|mental illness)',
      'no wheelchairs',
      'no wheelchair users?',
      'no (?:service|guide|assistance) (?:animals?|dogs?)',
      'must be (?:able[ -]bodied|in good health|healthy)',
      '(?:able[ -]bodied|healthy)(?: tenants?| persons?| people)? only',
      "pas de (?:personnes? )?handicapee?s?",
      'pas de fauteuils? roulants?',
      "pas de chiens? (?:d'assistance|guides?)",
      'doit etre en (?:bonne|parfaite) sante',
    ],
    guidance: {
      en: 'Refusing people with a disability, or their service animal or wheelchair, is discrimination because of disability; a "no pets" rule cannot refuse a service animal.',
      fr: 'Refuser une personne handicapée, son chien d’assistance ou son fauteuil roulant est de la discrimination fondée sur le handicap.',
    },
    source: 'albertaTenancy',
    suggestion: { en: 'Describe access as it is: "Third floor, no elevator; service animals welcome."', fr: 'Décrivez l’accès tel qu’il est : « 3e étage sans ascenseur ; chiens d’assistance acceptés. »' },
    exceptions: ALL_SHARED,
  },
  {
    id: 'sexual-orientation',
    ground: 'sexualOrientation',
    patterns: ['no (?:gays?|lesbians?|homosexuals?|lgbtq?i?2?s?\\+?|queers?)', '(?:straight|heterosexual)(?: couples?| tenants?| people)? only', 'pas de (?:gais|gays|lesbiennes|homosexuel(?:le)?s)', `(?:couples? )?heterosexuel(?:le)?s? ${ONLY_FR}`],
    guidance: {
      en: 'Refusing gay, lesbian or other LGBTQ+ tenants or couples is discrimination because of sexual orientation.',
      fr: 'Refuser des locataires ou des couples LGBTQ+ est de la discrimination fondée sur l’orientation sexuelle.',
    },
    source: 'nsRental',
    suggestion: { en: 'Describe the home; every couple and tenant may apply.', fr: 'Décrivez le logement ; tous les couples et locataires peuvent postuler.' },
    exceptions: ALL_SHARED,
  },
  {
    id: 'gender-identity',
    ground: 'genderIdentity',
    patterns: ['no (?:transgender|transsexual)s?(?: people| persons| tenants)?', 'no trans (?:people|persons|tenants|women|men|folks)', 'pas de (?:personnes? )?(?:trans|transgenres?)'],
    guidance: {
      en: 'Refusing trans people is discrimination because of gender identity.',
      fr: 'Refuser les personnes trans est de la discrimination fondée sur l’identité de genre.',
    },
    source: 'albertaTenancy',
    suggestion: { en: 'Describe the home; every applicant is considered the same way.', fr: 'Décrivez le logement ; chaque candidature est étudiée de la même façon.' },
    exceptions: ALL_SHARED,
  },
];

/** A wording found: the words as written, the rule's ground, its guidance and suggestion in one language. */
export interface WordingFinding {
  rule: string;
  words: string;
  ground: DiscriminationGround;
  guidance: string;
  suggestion: string;
  source: string;
}

/** How one character reads once normalized (cached: a listing repeats its few non-ASCII letters). */
const NORMAL_CHARS = new Map<string, string>();
function normalChar(char: string): string {
  let mapped = NORMAL_CHARS.get(char);
  if (mapped === undefined) {
    if (/\s/u.test(char)) mapped = ' ';
    else if (/['\u2018\u2019\u02bc\u2032`]/u.test(char)) mapped = "'";
    else if (/[\u2010-\u2015]/u.test(char)) mapped = '-';
    else mapped = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (NORMAL_CHARS.size < 5000) NORMAL_CHARS.set(char, mapped);
  }
  return mapped;
}

/** Text made comparable: lower case, no accents, straight apostrophes, one space; `origin[i]` is where char i came from. */
function normalize(text: string): { text: string; origin: number[]; originEnd: number[] } {
  const out: string[] = [];
  const origin: number[] = [];
  const originEnd: number[] = [];
  let lastWasSpace = false;
  for (let index = 0; index < text.length; ) {
    const code = text.charCodeAt(index);
    // ASCII letters, digits and punctuation (nearly every character of a listing): no lookup.
    if (code > 32 && code < 127 && code !== 96) {
      out.push(code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[index]!);
      origin.push(index);
      originEnd.push(index + 1);
      lastWasSpace = false;
      index += 1;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(index)!);
    const end = index + char.length;
    const mapped = normalChar(char);
    if (mapped === ' ') {
      if (!lastWasSpace) {
        out.push(' ');
        origin.push(index);
        originEnd.push(end);
      }
      lastWasSpace = true;
    } else {
      lastWasSpace = false;
      for (const unit of mapped) {
        out.push(unit);
        origin.push(index);
        originEnd.push(end);
      }
    }
    index = end;
  }
  return { text: out.join(''), origin, originEnd };
}

/**
 * One expression for a list of patterns, each ending at a word boundary; that it starts at one is checked by
 * firstWordMatch (a lookbehind in front would keep V8 from skipping quickly to the alternatives' first letters).
 */
const bounded = (sources: readonly string[]) => new RegExp(`(?:${sources.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The first match of `pattern` in `text` that starts at a word boundary. */
function firstWordMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index === 0 || !WORD_CHAR.test(text[match.index - 1]!)) return match;
    pattern.lastIndex = match.index + 1;
  }
  return null;
}

/** Compiled once: one expression per rule and per exception. */
const COMPILED_RULES = DISCRIMINATORY_WORDING.map((rule) => ({ rule, pattern: bounded(rule.patterns) }));
const COMPILED_EXCEPTIONS = WORDING_EXCEPTIONS.map((exception) => ({ exception, pattern: bounded(EXCEPTION_PATTERNS[exception]) }));

/** The exceptions a listing's text states (all its fields together), those its province knows. */
export function statedExceptions(texts: readonly (string | null | undefined)[], province?: Province | null): Set<WordingException> {
  const stated = new Set<WordingException>();
  const whole = normalize(texts.filter(Boolean).join('\n')).text;
  for (const { exception, pattern } of COMPILED_EXCEPTIONS) {
    if (province && EXCEPTIONS_NOT_IN[exception]?.includes(province)) continue;
    if (firstWordMatch(pattern, whole)) stated.add(exception);
  }
  return stated;
}

/**
 * The discriminatory wordings of `text`, each once per rule (its first occurrence), minus those an exception the
 * listing states allows. `exceptions`: from statedExceptions over the whole listing.
 */
export function findDiscriminatoryWording(text: string, locale: Locale | undefined, exceptions: ReadonlySet<WordingException> = new Set()): WordingFinding[] {
  if (!text) return [];
  const normal = normalize(text);
  const findings: WordingFinding[] = [];
  for (const { rule, pattern } of COMPILED_RULES) {
    if (rule.exceptions.some((exception) => exceptions.has(exception))) continue;
    const match = firstWordMatch(pattern, normal.text);
    if (!match) continue;
    const start = normal.origin[match.index]!;
    const end = normal.originEnd[match.index + match[0].length - 1]!;
    findings.push({
      rule: rule.id,
      words: text.slice(start, end),
      ground: rule.ground,
      guidance: inLocale(rule.guidance, locale),
      suggestion: inLocale(rule.suggestion, locale),
      source: WORDING_SOURCES[rule.source],
    });
  }
  return findings;
}

/** The listing's screened fields (create and edit, both languages). */
export const SCREENED_LISTING_FIELDS = ['title', 'description', 'titleFr', 'descriptionFr'] as const;
export type ScreenedListingField = (typeof SCREENED_LISTING_FIELDS)[number];
export type ListingTextFinding = WordingFinding & { field: ScreenedListingField };

/** Every screened field of a listing, the exceptions taken from all of them together. */
export function screenListingText(
  fields: Partial<Record<ScreenedListingField, string | null | undefined>>,
  locale: Locale | undefined,
  province?: Province | null,
): ListingTextFinding[] {
  const exceptions = statedExceptions(SCREENED_LISTING_FIELDS.map((field) => fields[field]), province);
  return SCREENED_LISTING_FIELDS.flatMap((field) =>
    findDiscriminatoryWording(fields[field] ?? '', locale, exceptions).map((finding) => ({ field, ...finding })),
  );
}

/** POST /api/listing-text/check and checkListingText: one text, up to a description's length, and its province if known. */
export const listingTextCheckSchema = z
  .object({
    text: z.string({ error: 'Text must be text' }).max(PROPERTY_TEXT_MAX, 'Text is too long'),
    province: z.enum(PROVINCES, { error: 'Unknown province.' }).nullish(),
  })
  .strict();
export type ListingTextCheckInput = z.infer<typeof listingTextCheckSchema>;
