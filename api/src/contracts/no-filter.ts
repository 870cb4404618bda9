/** Filter values that mean 'no filter': empty, 'all' and 'any', whatever their case and surrounding spaces. */
const NO_FILTER_VALUES = new Set(['', 'all', 'any']);

export const isNoFilter = (value: string): boolean => NO_FILTER_VALUES.has(value.trim().toLowerCase());
