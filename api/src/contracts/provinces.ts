export const PROVINCES = ['ON', 'BC', 'AB', 'QC', 'NS', 'NB', 'MB', 'SK', 'PE', 'NL'] as const;
export type Province = (typeof PROVINCES)[number];
