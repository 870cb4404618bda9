/** The longest city name a listing or a browse filter holds. */
export const CITY_MAX = 100;
