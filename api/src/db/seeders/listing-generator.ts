import { addDays, formatISO } from 'date-fns';
import {
  ALL_PROPERTY_TYPES,
  AMENITIES,
  CANADIAN_CITIES,
  FURNISHED_OPTIONS,
  PARKING_OPTIONS,
  PROVINCES,
  type CanadianCity,
  type Furnished,
  type Parking,
  type PropertyType,
  type Province,
} from '../../contracts/index.js';

/** Deterministic pseudo-random numbers (mulberry32), so a seed or demo set is reproducible. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof createRandom>;

/**
 * Where a city's asking rents come from (docs/demo-data.md): `report` is the Rentals.ca & Urbanation November 2024
 * Rentals.ca Rent Report (average asking rents of October 2024, apartments); `september-report` the same publisher's
 * September 2024 report (August 2024), for a row the November table we read did not reach; `estimate` a city the
 * report does not list (its two-bedroom figure derived, see ESTIMATED_TWO_BED_RATIO).
 */
type RentSource = 'report' | 'september-report' | 'estimate';

interface City {
  city: string;
  province: Province;
  /** Average asking rents of a one- and a two-bedroom apartment, CAD a month; `null` two-bedroom: derived. */
  rents: readonly [oneBedroom: number, twoBedrooms: number | null];
  source: RentSource;
  streets: readonly string[];
  areas: readonly string[];
}

/**
 * Where a seeded city is and how many people live there: the geocoder's table (contracts' CANADIAN_CITIES) is the
 * one source. A city missing from it fails at load, not as listings placed nowhere.
 */
function centreOf({ city, province }: City): CanadianCity {
  const centre = CANADIAN_CITIES.find((row) => row.name === city && row.province === province);
  if (!centre) throw new Error(`The seeded city ${city} (${province}) is not in CANADIAN_CITIES`);
  return centre;
}

/** Real city/province pairs across all ten provinces, with local streets and neighbourhoods. */
export const CITIES: readonly City[] = [
  { city: 'Toronto', province: 'ON', rents: [2380, 3091], source: 'report', streets: ['Yonge Street', 'Queen Street West', 'Bloor Street West', 'Dundas Street East', 'Spadina Avenue'], areas: ['the Annex', 'Leslieville', 'Liberty Village', 'downtown'] },
  { city: 'Ottawa', province: 'ON', rents: [2040, 2521], source: 'report', streets: ['Bank Street', 'Elgin Street', 'Rideau Street', 'Somerset Street West'], areas: ['the Glebe', 'Centretown', 'Westboro'] },
  { city: 'Mississauga', province: 'ON', rents: [2308, 2740], source: 'report', streets: ['Hurontario Street', 'Burnhamthorpe Road West', 'Lakeshore Road East'], areas: ['Port Credit', 'City Centre', 'Streetsville'] },
  { city: 'Hamilton', province: 'ON', rents: [1751, 2102], source: 'report', streets: ['King Street East', 'James Street North', 'Locke Street South'], areas: ['Westdale', 'Durand', 'the Beasley'] },
  { city: 'Kitchener', province: 'ON', rents: [1886, 2282], source: 'report', streets: ['King Street West', 'Victoria Street North', 'Frederick Street'], areas: ['Victoria Park', 'downtown'] },
  { city: 'London', province: 'ON', rents: [1797, 2190], source: 'report', streets: ['Richmond Street', 'Dundas Street', 'Wellington Road'], areas: ['Old North', 'Wortley Village'] },
  { city: 'Vancouver', province: 'BC', rents: [2610, 3430], source: 'report', streets: ['Robson Street', 'Commercial Drive', 'Main Street', 'West 4th Avenue', 'Davie Street'], areas: ['Kitsilano', 'Mount Pleasant', 'the West End', 'Yaletown'] },
  { city: 'Victoria', province: 'BC', rents: [2151, 2866], source: 'report', streets: ['Douglas Street', 'Fort Street', 'Cook Street'], areas: ['Fairfield', 'James Bay', 'Fernwood'] },
  { city: 'Burnaby', province: 'BC', rents: [2398, 3062], source: 'report', streets: ['Kingsway', 'Hastings Street', 'Willingdon Avenue'], areas: ['Metrotown', 'Brentwood'] },
  { city: 'Kelowna', province: 'BC', rents: [1938, 2516], source: 'report', streets: ['Bernard Avenue', 'Pandosy Street', 'Harvey Avenue'], areas: ['Lower Mission', 'downtown'] },
  { city: 'Calgary', province: 'AB', rents: [1658, 2004], source: 'report', streets: ['17 Avenue SW', '4 Street SW', 'Macleod Trail SE', 'Kensington Road NW'], areas: ['the Beltline', 'Kensington', 'Inglewood', 'Mission'] },
  { city: 'Edmonton', province: 'AB', rents: [1376, 1704], source: 'september-report', streets: ['Jasper Avenue', 'Whyte Avenue', '124 Street NW'], areas: ['Old Strathcona', 'Oliver', 'Garneau'] },
  { city: 'Red Deer', province: 'AB', rents: [1250, null], source: 'estimate', streets: ['Gaetz Avenue', 'Ross Street'], areas: ['Waskasoo', 'downtown'] },
  { city: 'Montréal', province: 'QC', rents: [1718, 2256], source: 'report', streets: ['Rue Sainte-Catherine Ouest', 'Boulevard Saint-Laurent', 'Avenue du Mont-Royal Est', 'Rue Saint-Denis'], areas: ['the Plateau', 'Mile End', 'Griffintown', 'Rosemont'] },
  { city: 'Québec City', province: 'QC', rents: [1429, 1811], source: 'report', streets: ['Grande Allée Est', 'Rue Saint-Jean', 'Avenue Cartier'], areas: ['Saint-Roch', 'Montcalm', 'Old Québec'] },
  { city: 'Gatineau', province: 'QC', rents: [1755, 2244], source: 'report', streets: ['Boulevard Saint-Joseph', 'Rue Laval', 'Boulevard Maloney'], areas: ['Hull', 'Aylmer'] },
  { city: 'Sherbrooke', province: 'QC', rents: [1150, null], source: 'estimate', streets: ['Rue King Ouest', 'Rue Wellington Nord'], areas: ['Mont-Bellevue', 'downtown'] },
  { city: 'Halifax', province: 'NS', rents: [1974, 2487], source: 'report', streets: ['Spring Garden Road', 'Quinpool Road', 'Barrington Street', 'Agricola Street'], areas: ['the North End', 'the South End', 'Clayton Park'] },
  { city: 'Dartmouth', province: 'NS', rents: [1750, null], source: 'estimate', streets: ['Portland Street', 'Ochterloney Street'], areas: ['Downtown Dartmouth', 'Woodside'] },
  { city: 'Sydney', province: 'NS', rents: [1150, null], source: 'estimate', streets: ['Charlotte Street', 'George Street'], areas: ['the Northend'] },
  { city: 'Moncton', province: 'NB', rents: [1450, null], source: 'estimate', streets: ['Main Street', 'Mountain Road', 'St. George Boulevard'], areas: ['downtown', 'the West End'] },
  { city: 'Fredericton', province: 'NB', rents: [1400, null], source: 'estimate', streets: ['Queen Street', 'King Street', 'Regent Street'], areas: ['downtown', 'the North Side'] },
  { city: 'Saint John', province: 'NB', rents: [1250, null], source: 'estimate', streets: ['Prince William Street', 'Germain Street'], areas: ['uptown', 'the South End'] },
  { city: 'Winnipeg', province: 'MB', rents: [1450, null], source: 'estimate', streets: ['Portage Avenue', 'Corydon Avenue', 'Osborne Street', 'Main Street'], areas: ['Osborne Village', 'the Exchange District', 'River Heights'] },
  { city: 'Brandon', province: 'MB', rents: [1150, null], source: 'estimate', streets: ['Rosser Avenue', '18th Street'], areas: ['downtown'] },
  { city: 'Saskatoon', province: 'SK', rents: [1350, null], source: 'estimate', streets: ['Broadway Avenue', '8th Street East', 'Spadina Crescent'], areas: ['Nutana', 'Riversdale', 'City Park'] },
  { city: 'Regina', province: 'SK', rents: [1300, null], source: 'estimate', streets: ['Albert Street', '13th Avenue', 'Victoria Avenue'], areas: ['Cathedral', 'the Warehouse District'] },
  { city: 'Charlottetown', province: 'PE', rents: [1550, null], source: 'estimate', streets: ['Great George Street', 'University Avenue', 'Kent Street'], areas: ['downtown', 'Brighton'] },
  { city: 'Summerside', province: 'PE', rents: [1250, null], source: 'estimate', streets: ['Water Street', 'Granville Street'], areas: ['the waterfront'] },
  { city: "St. John's", province: 'NL', rents: [1250, null], source: 'estimate', streets: ['Water Street', 'Duckworth Street', 'LeMarchant Road'], areas: ['downtown', 'Georgestown', 'the East End'] },
  { city: 'Corner Brook', province: 'NL', rents: [1000, null], source: 'estimate', streets: ['West Street', 'Main Street'], areas: ['the West Side'] },
];

const CENTRES = new Map(CITIES.map((city) => [city, centreOf(city)]));
const POPULATIONS = CITIES.map((city) => CENTRES.get(city)!.population);

/** A city drawn in proportion to its population (Toronto about 70 times as often as Charlottetown). */
const POPULATION_TOTAL = POPULATIONS.reduce((sum, population) => sum + population, 0);
function pickCityByPopulation(random: Random): City {
  let left = random.next() * POPULATION_TOTAL;
  for (let i = 0; i < CITIES.length; i++) {
    left -= POPULATIONS[i]!;
    if (left <= 0) return CITIES[i]!;
  }
  return CITIES[0]!;
}

function fail(message: string): never {
  throw new Error(message);
}

/** A standard normal draw (Box-Muller) from two uniform ones. */
function standardNormal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

/** A point around the city's centre: normal spread, wider for bigger cities (about 3 km to 10 km). */
function pinNear(city: City, random: Random): { latitude: number; longitude: number } {
  const { lat: latitude, lng: longitude, population } = CENTRES.get(city)!;
  const spread = 0.025 + 0.04 * Math.sqrt(population / 1000);
  const normal = () => standardNormal(random);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { latitude: round(latitude + normal() * spread * 0.7), longitude: round(longitude + normal() * spread) };
}

/** The neighbourhood as a place name ('the Plateau' -> 'Plateau', 'downtown' -> 'Downtown'). */
const neighbourhoodOf = (area: string) => area.replace(/^the /, '').replace(/^downtown$/, 'Downtown');

const TYPE_LABEL_FR: Record<PropertyType, string> = {
  'house-detached': 'maison individuelle',
  'house-semi-detached': 'maison jumelée',
  'house-attached': 'maison en rangée',
  condo: 'condo',
  townhouse: 'maison de ville',
  basement: 'logement au sous-sol',
  apartment: 'appartement',
  studio: 'studio',
};
const HIGHLIGHTS_FR = [
  'planchers de bois franc',
  'cuisine rénovée avec comptoirs de quartz',
  'grandes fenêtres orientées au sud',
  'rangement et walk-in',
  'à deux pas du transport en commun, des épiceries et des cafés',
  'entrée privée',
  'électroménagers neufs en acier inoxydable',
  'cour arrière clôturée',
  'planchers chauffants dans la salle de bain',
  'vue sur le parc',
];

const TYPE_LABEL: Record<PropertyType, string> = {
  'house-detached': 'detached house',
  'house-semi-detached': 'semi-detached house',
  'house-attached': 'row house',
  condo: 'condo',
  townhouse: 'townhouse',
  basement: 'basement suite',
  apartment: 'apartment',
  studio: 'studio',
};
/**
 * Two-bedroom over one-bedroom rent where the report gives no two-bedroom figure: the median of that ratio over the
 * cities it does give (about 1.27).
 */
export const ESTIMATED_TWO_BED_RATIO = (() => {
  const ratios = CITIES.filter((c) => c.rents[1] !== null).map((c) => c.rents[1]! / c.rents[0]).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)]!;
})();
/**
 * The report gives one- and two-bedroom figures only. A studio is 0.85 of a one-bedroom (the same publisher's May
 * 2025 report: purpose-built studios $1,605, one-bedrooms $1,894) and a three-bedroom 1.15 of a two-bedroom (its
 * December 2025 report: two-bedrooms $2,179, three-bedrooms $2,503, national averages); each bedroom beyond three
 * adds 15 % again.
 */
const STUDIO_RATIO = 0.85;
const EXTRA_BEDROOM_RATIO = 1.15;

/** A city's average asking rent of an apartment with this many bedrooms (the figure docs/demo-data.md cites). */
export function marketRent(city: Pick<City, 'rents'>, bedrooms: number): number {
  const [one, two] = city.rents;
  const twoBedrooms = two ?? Math.round(one * ESTIMATED_TWO_BED_RATIO);
  if (bedrooms <= 0) return Math.round(one * STUDIO_RATIO);
  if (bedrooms === 1) return one;
  if (bedrooms === 2) return twoBedrooms;
  return Math.round(twoBedrooms * EXTRA_BEDROOM_RATIO ** (bedrooms - 2));
}

/**
 * Rent relative to an apartment of the same city and bedroom count (the report's figures are apartments, purpose-built
 * and condo together): a house asks more, a basement suite less.
 */
const TYPE_RENT_FACTOR: Record<PropertyType, number> = {
  'house-detached': 1.25,
  'house-semi-detached': 1.15,
  'house-attached': 1.1,
  condo: 1.04,
  townhouse: 1.1,
  basement: 0.75,
  apartment: 0.96,
  studio: 1,
};
/**
 * The spread of one listing's rent around its city's figure: log-normal, sigma 0.17, so half the listings ask within
 * about 11 % of it and one in ten more than 20 % below (a Toronto two-bedroom under $2,500 against its $3,091 average).
 */
const RENT_SPREAD_SIGMA = 0.17;
const BEDROOM_RANGE: Record<PropertyType, [number, number]> = {
  'house-detached': [3, 5],
  'house-semi-detached': [2, 4],
  'house-attached': [2, 4],
  condo: [1, 3],
  townhouse: [2, 4],
  basement: [1, 2],
  apartment: [1, 3],
  studio: [0, 0],
};

/** The property types a listing with this many bedrooms can be (a studio has none, a detached house three or more). */
export function propertyTypesWithBedrooms(bedrooms: number): PropertyType[] {
  return ALL_PROPERTY_TYPES.filter((type) => BEDROOM_RANGE[type][0] <= bedrooms && bedrooms <= BEDROOM_RANGE[type][1]);
}

/**
 * Stock photos on the web (Unsplash): exteriors for houses, interiors for everything. `npm run seed` keeps these
 * addresses; the demo shows the pictures it draws and stores instead (demo-pictures.ts).
 */
const photo = (id: string) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=1200&q=80`;
const EXTERIORS = ['1568605114967-8130f3a36994', '1570129477492-45c003edd2be', '1512917774080-9991f1c4c750', '1600596542815-ffad4c1539a9', '1600585154340-be6161a56a0c', '1580587771525-78b9dba3b914'].map(photo);
const BUILDINGS = ['1545324418-cc1a3fa10c00', '1460317442991-0ec209397118', '1515263487990-61b07816b324'].map(photo);
const INTERIORS = ['1502672260266-1c1ef2d93688', '1522708323590-d24dbb6b0267', '1493809842364-78817add7ffb', '1560448204-e02f11c3d0e2', '1484154218962-a197022b5858', '1556909114-f6e7ad7d3136', '1505691938895-1758d7feb511', '1502005229762-cf1b2da7c5d6'].map(photo);

const ADJECTIVES = ['Bright', 'Spacious', 'Renovated', 'Cozy', 'Sunny', 'Modern', 'Charming', 'Quiet', 'Updated', 'Light-filled'];
const HIGHLIGHTS = [
  'hardwood floors throughout',
  'a renovated kitchen with quartz counters',
  'large south-facing windows',
  'in-suite storage and a walk-in closet',
  'a short walk to transit, groceries and cafés',
  'a private entrance',
  'new stainless-steel appliances',
  'a fenced backyard',
  'heated floors in the bathroom',
  'a view of the park',
];

export interface ListingRow {
  title: string;
  description: string;
  titleFr: string | null;
  descriptionFr: string | null;
  address: string;
  city: string;
  neighbourhood: string;
  latitude: number;
  longitude: number;
  province: Province;
  propertyType: PropertyType;
  bedrooms: number;
  bathrooms: number;
  sqft: number | null;
  furnished: Furnished;
  parking: Parking;
  monthlyRent: number;
  amenities: string[];
  images: string[];
  status: 'pending' | 'approved';
  showOnMarketplace: boolean;
  ownerId: number;
  leaseStartDate: string;
  leaseEndDate: string;
  createdAt: Date;
}

const isoDate = (date: Date) => formatISO(date, { representation: 'date' });


/** How a landlord writes the amenities in the description, as renters search for them ('balcony', « balcon »). */
const AMENITY_WORDS: Record<(typeof AMENITIES)[number], { en: string; fr: string }> = {
  'Central Heating': { en: 'central heating', fr: 'chauffage central' },
  'Central AC': { en: 'central air conditioning', fr: 'climatisation centrale' },
  'Utilities Included': { en: 'utilities included', fr: 'services inclus' },
  'Laundry In-Unit': { en: 'in-unit laundry', fr: 'laveuse et sécheuse' },
  'Pet Friendly': { en: 'pets welcome', fr: 'animaux acceptés' },
  'Balcony/Patio': { en: 'balcony', fr: 'balcon' },
  Dishwasher: { en: 'dishwasher', fr: 'lave-vaisselle' },
  'Gym/Fitness Center': { en: 'gym', fr: 'salle d’entraînement' },
  'Swimming Pool': { en: 'swimming pool', fr: 'piscine' },
  'Garden/Yard': { en: 'garden', fr: 'jardin' },
};

/** ' Also: balcony, dishwasher.' from the listing's amenities, or nothing. */
function featuresOf(amenities: readonly string[], language: 'en' | 'fr'): string {
  const words = amenities.map((amenity) => AMENITY_WORDS[amenity as (typeof AMENITIES)[number]][language]);
  if (words.length === 0) return '';
  return language === 'en' ? ` Also: ${words.join(', ')}.` : ` Aussi\u00a0: ${words.join(', ')}.`;
}

/**
 * What a caller may fix of a listing instead of drawing it: its city, type, bedrooms and furnishing, and where its rent
 * stands in its market (`rentZ`, in standard deviations of the spread: -1.5 is cheaper than about 93 % of its kind).
 */
export interface ListingShape {
  city?: string;
  propertyType?: PropertyType;
  bedrooms?: number;
  furnished?: Furnished;
  rentZ?: number;
}

/**
 * One realistic listing. The first rows walk through every enum value (province, type, furnished, parking,
 * amenity), so even a small set shows all of them; later rows are random. `shape` fixes some of it.
 */
export function generateListing(index: number, ownerId: number, random: Random, now = new Date(), shape: ListingShape = {}): ListingRow {
  const province = index < PROVINCES.length ? PROVINCES[index]! : undefined;
  const drawnPlace = province ? random.pick(CITIES.filter((c) => c.province === province)) : pickCityByPopulation(random);
  const place = shape.city === undefined ? drawnPlace : CITIES.find((c) => c.city === shape.city) ?? fail(`No seeded city ${shape.city}`);
  const drawnType = index < ALL_PROPERTY_TYPES.length ? ALL_PROPERTY_TYPES[index]! : random.pick(ALL_PROPERTY_TYPES);
  const propertyType = shape.propertyType ?? drawnType;
  const drawnFurnished = index < FURNISHED_OPTIONS.length ? FURNISHED_OPTIONS[index]! : random.pick(FURNISHED_OPTIONS);
  const furnished = shape.furnished ?? drawnFurnished;
  const parking = index < PARKING_OPTIONS.length ? PARKING_OPTIONS[index]! : random.pick(PARKING_OPTIONS);
  const [minBeds, maxBeds] = BEDROOM_RANGE[propertyType];
  const drawnBedrooms = random.int(minBeds, maxBeds);
  const bedrooms = shape.bedrooms ?? drawnBedrooms;
  const bathrooms = Math.min(4, Math.max(1, Math.round(bedrooms * 0.75 * 2) / 2 + (random.chance(0.3) ? 0.5 : 0)));
  const sqft = random.chance(0.1) ? null : Math.round((350 + bedrooms * 320 + random.int(0, 300)) / 10) * 10;
  const furnishedFactor = furnished === 'fully-furnished' ? 1.08 : furnished === 'partially-furnished' ? 1.03 : 1;
  const drawnZ = standardNormal(random);
  const spread = Math.exp(RENT_SPREAD_SIGMA * (shape.rentZ ?? drawnZ));
  const rent = marketRent(place, bedrooms) * TYPE_RENT_FACTOR[propertyType] * furnishedFactor * spread;
  const monthlyRent = Math.round(rent / 25) * 25;

  const amenities = AMENITIES.filter((_amenity, i) => i === index % AMENITIES.length || random.chance(0.3));
  const exterior = propertyType.startsWith('house') || propertyType === 'townhouse' ? random.pick(EXTERIORS) : random.pick(BUILDINGS);
  const images = [exterior, ...Array.from({ length: random.int(2, 4) }, () => random.pick(INTERIORS))];

  const area = random.pick(place.areas);
  const street = random.pick(place.streets);
  const unit = ['condo', 'apartment', 'studio', 'basement'].includes(propertyType) ? `${random.int(1, 30)}${random.pick(['01', '04', '08', '12'])}-` : '';
  const bedroomLabel = bedrooms === 0 ? '' : `${bedrooms}-bedroom `;
  const title = `${random.pick(ADJECTIVES)} ${bedroomLabel}${TYPE_LABEL[propertyType]} in ${area === 'downtown' ? `downtown ${place.city}` : area}`;
  const [first, second] = [random.pick(HIGHLIGHTS), random.pick(HIGHLIGHTS)];
  const description =
    `${bedroomLabel ? `A ${bedroomLabel}` : 'A '}${TYPE_LABEL[propertyType]} in ${area}, ${place.city}, with ${first}` +
    `${second !== first ? ` and ${second}` : ''}. ${furnished === 'unfurnished' ? 'Unfurnished' : furnished === 'fully-furnished' ? 'Fully furnished' : 'Partially furnished'}` +
    `${parking === 'none' ? ', no parking' : `, parking: ${parking.replace('-', ' ')}`}.${featuresOf(amenities, 'en')} Twelve-month lease; references and first month's rent required.`;

  // Every Quebec listing and a quarter of the others also speak French (docs/product.md#languages).
  const french = place.province === 'QC' || random.chance(0.25);
  const bedroomsFr = bedrooms === 0 ? '' : ` ${bedrooms} chambre${bedrooms > 1 ? 's' : ''}`;
  const titleFr = french ? `${TYPE_LABEL_FR[propertyType]}${bedroomsFr} à ${neighbourhoodOf(area)}, ${place.city}` : null;
  const descriptionFr = french
    ? `${TYPE_LABEL_FR[propertyType]}${bedroomsFr} : ${HIGHLIGHTS_FR[HIGHLIGHTS.indexOf(first)]}. ${furnished === 'unfurnished' ? 'Non meublé' : 'Meublé'}` +
      `${parking === 'none' ? ', sans stationnement' : ', stationnement inclus'}.${featuresOf(amenities, 'fr')} Bail de douze mois.`
    : null;

  const available = addDays(now, random.int(0, 75));
  return {
    title,
    description,
    titleFr: titleFr && titleFr[0]!.toUpperCase() + titleFr.slice(1),
    descriptionFr: descriptionFr && descriptionFr[0]!.toUpperCase() + descriptionFr.slice(1),
    address: `${unit}${random.int(10, 2999)} ${street}`,
    city: place.city,
    neighbourhood: neighbourhoodOf(area),
    ...pinNear(place, random),
    province: place.province,
    propertyType,
    bedrooms,
    bathrooms,
    sqft,
    furnished,
    parking,
    monthlyRent,
    amenities,
    images,
    status: 'approved',
    showOnMarketplace: true,
    ownerId,
    leaseStartDate: isoDate(available),
    leaseEndDate: isoDate(addDays(available, 364)),
    createdAt: new Date(now.getTime() - random.int(0, 120 * 24 * 60) * 60_000),
  };
}

const FIRST_NAMES = ['Olivia', 'Liam', 'Emma', 'Noah', 'Charlotte', 'William', 'Amelia', 'Lucas', 'Chloé', 'Félix', 'Aiden', 'Maya', 'Arjun', 'Priya', 'Wei', 'Mei', 'Jacob', 'Sophie', 'Mohammed', 'Fatima', 'Gabriel', 'Léa', 'Ethan', 'Zoe', 'Daniel', 'Ava', 'Samuel', 'Isla', 'Owen', 'Nora'];
const LAST_NAMES = ['Smith', 'Tremblay', 'Martin', 'Roy', 'Wilson', 'MacDonald', 'Gagnon', 'Brown', 'Singh', 'Li', 'Chen', 'Patel', 'Campbell', 'Anderson', 'Côté', 'Bouchard', 'Taylor', 'Leblanc', 'Kim', 'Nguyen', 'Morrison', 'Fraser', 'Khan', 'White'];

export interface PersonRow {
  email: string;
  name: string;
  whatsapp: string;
  role: 'tenant' | 'landlord';
  location: string;
}

/** A seeded person; the run tag in the email keeps repeated seeds apart. */
export function generatePerson(role: 'tenant' | 'landlord', index: number, runTag: string, random: Random): PersonRow {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const place = random.pick(CITIES);
  const areaCodes: Record<Province, string[]> = {
    ON: ['416', '647', '613', '905'], BC: ['604', '778', '250'], AB: ['403', '780'], QC: ['514', '418', '819'], NS: ['902'],
    NB: ['506'], MB: ['204'], SK: ['306'], PE: ['902'], NL: ['709'],
  };
  return {
    email: `${role}${index + 1}.${runTag}@seed.hearth.test`,
    name: `${first} ${last}`,
    whatsapp: `+1${random.pick(areaCodes[place.province])}555${String(random.int(0, 9999)).padStart(4, '0')}`,
    role,
    location: `${place.city}, Canada`,
  };
}
