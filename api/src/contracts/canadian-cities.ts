import type { Province } from './provinces.js';
import { placeKey } from './place-name.js';

/** A municipality's centre (WGS 84) and population (2021 census, thousands, rounded): facts, tabulated by hand. */
export interface CanadianCity {
  name: string;
  province: Province;
  lat: number;
  lng: number;
  population: number;
  /** Other names people type for it ('Sudbury' for Greater Sudbury). Accents and case never matter. */
  aliases?: readonly string[];
  /**
   * Its name in French where it differs (Statistics Canada's French census names: 'Grand Sudbury'); a name written
   * in French already ('Montréal', 'Trois-Rivières') is the same in both languages.
   */
  nameFr?: string;
}

/** The province's capital: where a listing goes when neither its postal code nor its city is known. */
export const PROVINCE_CAPITALS: Record<Province, string> = {
  ON: 'Toronto',
  BC: 'Victoria',
  AB: 'Edmonton',
  QC: 'Québec City',
  NS: 'Halifax',
  NB: 'Fredericton',
  MB: 'Winnipeg',
  SK: 'Regina',
  PE: 'Charlottetown',
  NL: "St. John's",
};

const c = (name: string, province: Province, lat: number, lng: number, population: number, aliases?: readonly string[], nameFr?: string): CanadianCity => ({
  name,
  province,
  lat,
  lng,
  population,
  ...(aliases ? { aliases } : {}),
  ...(nameFr ? { nameFr } : {}),
});

/** About 170 of Canada's largest municipalities across the ten provinces (the basemap's cities and the geocoder's). */
export const CANADIAN_CITIES: readonly CanadianCity[] = [
  // Ontario
  c('Toronto', 'ON', 43.6532, -79.3832, 2794, ['Scarborough', 'Etobicoke', 'North York', 'East York', 'York']),
  c('Ottawa', 'ON', 45.4215, -75.6972, 1017, ['Kanata', 'Nepean', 'Orléans', 'Gloucester']),
  c('Mississauga', 'ON', 43.589, -79.6441, 717),
  c('Brampton', 'ON', 43.7315, -79.7624, 656),
  c('Hamilton', 'ON', 43.2557, -79.8711, 569, ['Ancaster', 'Dundas', 'Stoney Creek']),
  c('London', 'ON', 42.9849, -81.2453, 422),
  c('Markham', 'ON', 43.8561, -79.337, 338),
  c('Vaughan', 'ON', 43.8361, -79.4985, 323, ['Woodbridge', 'Maple']),
  c('Kitchener', 'ON', 43.4516, -80.4925, 256),
  c('Windsor', 'ON', 42.3149, -83.0364, 229),
  c('Oakville', 'ON', 43.4675, -79.6877, 213),
  c('Richmond Hill', 'ON', 43.8828, -79.4403, 202),
  c('Burlington', 'ON', 43.3255, -79.799, 186),
  c('Oshawa', 'ON', 43.8971, -78.8658, 175),
  c('Greater Sudbury', 'ON', 46.4917, -80.993, 166, ['Sudbury'], 'Grand Sudbury'),
  c('Barrie', 'ON', 44.3894, -79.6903, 148),
  c('Guelph', 'ON', 43.5448, -80.2482, 143),
  c('Cambridge', 'ON', 43.3616, -80.3144, 138),
  c('Whitby', 'ON', 43.8975, -78.9429, 138),
  c('St. Catharines', 'ON', 43.1594, -79.2469, 136),
  c('Kingston', 'ON', 44.2312, -76.486, 132),
  c('Milton', 'ON', 43.5183, -79.8774, 132),
  c('Ajax', 'ON', 43.8509, -79.0204, 126),
  c('Waterloo', 'ON', 43.4643, -80.5204, 121),
  c('Thunder Bay', 'ON', 48.3809, -89.2477, 108),
  c('Brantford', 'ON', 43.1394, -80.2644, 104),
  c('Chatham-Kent', 'ON', 42.4048, -82.191, 104, ['Chatham']),
  c('Clarington', 'ON', 43.935, -78.608, 101, ['Bowmanville', 'Courtice']),
  c('Pickering', 'ON', 43.8384, -79.0868, 99),
  c('Niagara Falls', 'ON', 43.0896, -79.0849, 94),
  c('Newmarket', 'ON', 44.0592, -79.4613, 87),
  c('Peterborough', 'ON', 44.3091, -78.3197, 83),
  c('Caledon', 'ON', 43.8668, -79.8578, 76),
  c('Sault Ste. Marie', 'ON', 46.5219, -84.3461, 72),
  c('Sarnia', 'ON', 42.9745, -82.4066, 72),
  c('Halton Hills', 'ON', 43.63, -79.95, 62, ['Georgetown']),
  c('Aurora', 'ON', 44.0065, -79.4504, 62),
  c('Welland', 'ON', 42.9922, -79.2483, 55),
  c('Belleville', 'ON', 44.1628, -77.3832, 55),
  c('North Bay', 'ON', 46.3091, -79.4608, 52),
  c('Cornwall', 'ON', 45.0213, -74.7303, 47),
  c('Woodstock', 'ON', 43.1315, -80.7467, 46),
  c('St. Thomas', 'ON', 42.7788, -81.1753, 42),
  c('Timmins', 'ON', 48.4758, -81.3305, 41),
  c('Orillia', 'ON', 44.6082, -79.4197, 33),
  c('Stratford', 'ON', 43.37, -80.9822, 33),
  // British Columbia
  c('Vancouver', 'BC', 49.2827, -123.1207, 662),
  c('Surrey', 'BC', 49.1913, -122.849, 568),
  c('Burnaby', 'BC', 49.2488, -122.9805, 249),
  c('Richmond', 'BC', 49.1666, -123.1336, 209),
  c('Abbotsford', 'BC', 49.0504, -122.3045, 153),
  c('Coquitlam', 'BC', 49.2838, -122.7932, 148),
  c('Kelowna', 'BC', 49.888, -119.496, 144),
  c('Langley', 'BC', 49.1044, -122.5827, 132),
  c('Saanich', 'BC', 48.484, -123.381, 117),
  c('Delta', 'BC', 49.0847, -123.0586, 108, ['Ladner', 'Tsawwassen']),
  c('Nanaimo', 'BC', 49.1659, -123.9401, 99),
  c('Kamloops', 'BC', 50.6745, -120.3273, 97),
  c('Chilliwack', 'BC', 49.1579, -121.9515, 93),
  c('Victoria', 'BC', 48.4284, -123.3656, 92),
  c('Maple Ridge', 'BC', 49.2194, -122.6019, 90),
  c('North Vancouver', 'BC', 49.32, -123.0724, 88),
  c('New Westminster', 'BC', 49.2057, -122.911, 78),
  c('Prince George', 'BC', 53.9171, -122.7497, 77),
  c('Port Coquitlam', 'BC', 49.2621, -122.7816, 61),
  c('Langford', 'BC', 48.4474, -123.4959, 46),
  c('Vernon', 'BC', 50.2671, -119.272, 44),
  c('West Vancouver', 'BC', 49.327, -123.1662, 44),
  c('Mission', 'BC', 49.133, -122.311, 41),
  c('Penticton', 'BC', 49.4991, -119.5937, 36),
  c('Campbell River', 'BC', 50.0244, -125.2475, 35),
  c('Courtenay', 'BC', 49.6841, -124.9904, 28),
  c('Squamish', 'BC', 49.7016, -123.1558, 24),
  c('Cranbrook', 'BC', 49.5097, -115.7688, 21),
  c('Fort St. John', 'BC', 56.2524, -120.8466, 21),
  // Alberta
  c('Calgary', 'AB', 51.0447, -114.0719, 1306),
  c('Edmonton', 'AB', 53.5461, -113.4938, 1010),
  c('Red Deer', 'AB', 52.2681, -113.8112, 100),
  c('Lethbridge', 'AB', 49.6956, -112.8451, 98),
  c('Airdrie', 'AB', 51.2917, -114.0144, 74),
  c('Fort McMurray', 'AB', 56.7268, -111.381, 72, ['Wood Buffalo']),
  c('Sherwood Park', 'AB', 53.5413, -113.2958, 71, ['Strathcona County']),
  c('St. Albert', 'AB', 53.6305, -113.6256, 68),
  c('Grande Prairie', 'AB', 55.1707, -118.7947, 64),
  c('Medicine Hat', 'AB', 50.0405, -110.6764, 63),
  c('Spruce Grove', 'AB', 53.545, -113.9187, 38),
  c('Leduc', 'AB', 53.2594, -113.5492, 34),
  c('Cochrane', 'AB', 51.1894, -114.467, 32),
  c('Lloydminster', 'AB', 53.2783, -110.0053, 31),
  c('Okotoks', 'AB', 50.7255, -113.9749, 30),
  c('Camrose', 'AB', 53.0167, -112.8333, 19),
  c('Canmore', 'AB', 51.0884, -115.3479, 15),
  // Quebec
  c('Montréal', 'QC', 45.5017, -73.5673, 1762, ['Ville-Marie', 'Le Plateau-Mont-Royal', 'Plateau-Mont-Royal', 'Rosemont', 'Verdun', 'LaSalle', 'Saint-Laurent', 'Mile End', 'Griffintown']),
  c('Québec City', 'QC', 46.8139, -71.208, 549, ['Ville de Québec', 'Sainte-Foy', 'Charlesbourg', 'Beauport'], 'Québec'),
  c('Laval', 'QC', 45.6066, -73.7124, 438),
  c('Gatineau', 'QC', 45.4765, -75.7013, 291, ['Hull', 'Aylmer']),
  c('Longueuil', 'QC', 45.5312, -73.5181, 254),
  c('Sherbrooke', 'QC', 45.4042, -71.8929, 172),
  c('Lévis', 'QC', 46.8033, -71.1779, 149),
  c('Saguenay', 'QC', 48.428, -71.0686, 144, ['Chicoutimi', 'Jonquière']),
  c('Trois-Rivières', 'QC', 46.3432, -72.5421, 139),
  c('Terrebonne', 'QC', 45.7, -73.6472, 119),
  c('Saint-Jean-sur-Richelieu', 'QC', 45.3071, -73.2625, 97),
  c('Brossard', 'QC', 45.4584, -73.4659, 91),
  c('Repentigny', 'QC', 45.7422, -73.4501, 86),
  c('Saint-Jérôme', 'QC', 45.7804, -74.0036, 80),
  c('Drummondville', 'QC', 45.8838, -72.4843, 79),
  c('Granby', 'QC', 45.4001, -72.7324, 69),
  c('Mirabel', 'QC', 45.65, -74.0833, 61),
  c('Blainville', 'QC', 45.67, -73.88, 59),
  c('Saint-Hyacinthe', 'QC', 45.6307, -72.9566, 57),
  c('Mascouche', 'QC', 45.75, -73.6, 51),
  c('Shawinigan', 'QC', 46.5668, -72.7491, 50),
  c('Châteauguay', 'QC', 45.3801, -73.7496, 50),
  c('Rimouski', 'QC', 48.449, -68.523, 49),
  c('Dollard-des-Ormeaux', 'QC', 45.4942, -73.8248, 48),
  c('Victoriaville', 'QC', 46.0571, -71.9658, 48),
  c('Saint-Eustache', 'QC', 45.565, -73.905, 44),
  c('Vaudreuil-Dorion', 'QC', 45.4, -74.0333, 43),
  c('Rouyn-Noranda', 'QC', 48.2366, -79.0231, 42),
  c('Salaberry-de-Valleyfield', 'QC', 45.25, -74.1333, 42, ['Valleyfield']),
  c('Boucherville', 'QC', 45.5914, -73.4364, 41),
  c('Sorel-Tracy', 'QC', 46.043, -73.1131, 35),
  c("Val-d'Or", 'QC', 48.0975, -77.7828, 33),
  c('Alma', 'QC', 48.55, -71.65, 30),
  c('Magog', 'QC', 45.2668, -72.1476, 28),
  c('Sept-Îles', 'QC', 50.2169, -66.381, 25),
  // Manitoba
  c('Winnipeg', 'MB', 49.8951, -97.1384, 750),
  c('Brandon', 'MB', 49.8485, -99.9501, 52),
  c('Steinbach', 'MB', 49.5258, -96.6845, 17),
  c('Winkler', 'MB', 49.1817, -97.9397, 14),
  c('Thompson', 'MB', 55.7433, -97.8553, 13),
  c('Portage la Prairie', 'MB', 49.9728, -98.2919, 13),
  c('Selkirk', 'MB', 50.1436, -96.8839, 10),
  // Saskatchewan
  c('Saskatoon', 'SK', 52.1332, -106.67, 266),
  c('Regina', 'SK', 50.4452, -104.6189, 226),
  c('Prince Albert', 'SK', 53.2033, -105.7531, 38),
  c('Moose Jaw', 'SK', 50.3934, -105.5519, 34),
  c('Swift Current', 'SK', 50.2881, -107.7939, 17),
  c('Yorkton', 'SK', 51.2139, -102.4628, 17),
  c('North Battleford', 'SK', 52.7575, -108.2861, 14),
  c('Estevan', 'SK', 49.1392, -102.9861, 11),
  c('Weyburn', 'SK', 49.6608, -103.8525, 11),
  // Nova Scotia
  c('Halifax', 'NS', 44.6488, -63.5752, 440, ['Bedford', 'Clayton Park']),
  c('Dartmouth', 'NS', 44.6713, -63.5772, 92, ['Cole Harbour']),
  c('Sydney', 'NS', 46.1368, -60.1942, 94, ['Cape Breton']),
  c('Truro', 'NS', 45.3669, -63.2655, 13),
  c('New Glasgow', 'NS', 45.588, -62.6453, 9),
  c('Amherst', 'NS', 45.8344, -64.2116, 9),
  c('Bridgewater', 'NS', 44.3786, -64.5186, 9),
  c('Kentville', 'NS', 45.0771, -64.496, 6),
  c('Yarmouth', 'NS', 43.8375, -66.1174, 6),
  c('Wolfville', 'NS', 45.091, -64.365, 5),
  c('Antigonish', 'NS', 45.622, -61.993, 5),
  // New Brunswick
  c('Moncton', 'NB', 46.0878, -64.7782, 79),
  c('Saint John', 'NB', 45.2733, -66.0633, 69),
  c('Fredericton', 'NB', 45.9636, -66.6431, 63),
  c('Dieppe', 'NB', 46.0984, -64.7242, 28),
  c('Riverview', 'NB', 46.0614, -64.8052, 20),
  c('Quispamsis', 'NB', 45.4319, -65.9467, 19),
  c('Miramichi', 'NB', 47.0286, -65.5018, 17),
  c('Edmundston', 'NB', 47.3737, -68.3251, 16),
  c('Bathurst', 'NB', 47.6186, -65.6513, 12),
  c('Rothesay', 'NB', 45.383, -66.0, 12),
  // Prince Edward Island
  c('Charlottetown', 'PE', 46.2382, -63.1311, 38),
  c('Summerside', 'PE', 46.3959, -63.7876, 16),
  c('Stratford', 'PE', 46.217, -63.089, 10),
  c('Cornwall', 'PE', 46.227, -63.218, 6),
  // Newfoundland and Labrador
  c("St. John's", 'NL', 47.5615, -52.7126, 110),
  c('Conception Bay South', 'NL', 47.5167, -52.9833, 27),
  c('Mount Pearl', 'NL', 47.5189, -52.8058, 23),
  c('Paradise', 'NL', 47.5333, -52.8667, 22),
  c('Corner Brook', 'NL', 48.95, -57.95, 20),
  c('Grand Falls-Windsor', 'NL', 48.9333, -55.6667, 14),
  c('Gander', 'NL', 48.9544, -54.6103, 12),
  c('Happy Valley-Goose Bay', 'NL', 53.3017, -60.3261, 8),
  c('Labrador City', 'NL', 52.9463, -66.9114, 7),
];

/** Every name of a city: its own, its French one, and the others people type. */
export const cityNames = (city: CanadianCity): string[] => [city.name, ...(city.nameFr ? [city.nameFr] : []), ...(city.aliases ?? [])];

const byKey = new Map<string, CanadianCity>();
for (const city of CANADIAN_CITIES) for (const name of cityNames(city)) byKey.set(`${city.province}:${placeKey(name)}`, city);

/** The table's city of a name as typed in either language ('Grand Sudbury', 'sudbury', 'Greater Sudbury'), if any. */
export const findCanadianCity = (name: string, province: Province): CanadianCity | undefined => byKey.get(`${province}:${placeKey(name)}`);

/**
 * The names a city filter matches for a name as typed: the typed one, and when it is a city's name in either language
 * ('Québec' or 'Québec City', 'Grand Sudbury' or 'Greater Sudbury'), the other, so a listing written in one
 * language is found from the other. Aliases are left out: they are neighbourhoods and boroughs, narrower than the city.
 */
export function cityNamesInBothLanguages(typed: string): string[] {
  const key = placeKey(typed);
  const city = CANADIAN_CITIES.find((c) => c.nameFr && (placeKey(c.name) === key || placeKey(c.nameFr) === key));
  return city ? [city.name, city.nameFr!] : [typed];
}

/** A city's name in the reader's language: the French census name in French ('Greater Sudbury' → 'Grand Sudbury'), else as given. */
export function cityNameIn(name: string, province: Province, locale: string): string {
  if (!locale.toLowerCase().startsWith('fr')) return name;
  const city = findCanadianCity(name, province);
  return city && placeKey(name) === placeKey(city.name) && city.nameFr ? city.nameFr : name;
}
