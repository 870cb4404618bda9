// TEMPORARY until the price-history branch is merged: the rent of a listing as of a day, approximated by its
// current rent when it existed then. Replaced by the price history's own fragment.

/** The rent of the listing alias `p` as of the timestamp expression `at`, or null when it did not exist then. */
export const rentAsOfSql = (alias: string, at: string): string => `(case when ${alias}.created_at <= ${at} then ${alias}.monthly_rent end)`;
