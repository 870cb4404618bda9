import fc from 'fast-check';

/** Strings that break naive parsers: numbers in disguise, NUL bytes, lone surrogates, out-of-range dates, SQL and path tricks. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '', ' ', 'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', '-1', '0', '1.5', '1e309', '0x1f', '2147483648',
    '99999999999999999999999', '-2147483649', ' 1', '1 ', '١٢٣', '\u0000', 'a\u0000b', '\uD800', '\uDFFF\uD800', '\u202E',
    "' or 1=1 --", '"; drop table users; --', '../../etc/passwd', '%00', '%', '\\', '{}', '[]', '<script>', '😀'.repeat(50),
    '\r\n\t', 'approved', 'pending', 'all', 'admin', 'landlord', 'tenant', '2026-02-30', '0000-00-00', '9999-99-99', 'bafyfake',
    '0000-01-01', '10000-01-01', '-000001-01-01', '2026-12-04T05:00:00.000Z', '2026-12-04T24:00:00Z', '2026-13-01T00:00-05:00',
    'a\uD800\u0000b',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(100_000)),
);

/** Numbers outside what an int column or a JS integer can hold, and the usual edge cases. */
export const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 1.5, 5e-324, 1_000_001),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A deeply nested object or array (a stack-depth attack on parsers and validators). */
export const deepValue = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

/** Field names the API reads, so random objects reach the validators with wrong types rather than being ignored. */
export const KNOWN_FIELDS = [
  'propertyId', 'tenantId', 'senderId', 'receiverId', 'message', 'email', 'password', 'role', 'name', 'whatsapp', 'phone',
  'bio', 'location', 'token', 'title', 'description', 'address', 'city', 'province', 'propertyType', 'bedrooms', 'bathrooms',
  'sqft', 'furnished', 'parking', 'monthlyRent', 'leaseStartDate', 'leaseEndDate', 'amenities', 'images', 'leaseDocuments',
  'status', 'showOnMarketplace', 'ownerId', 'tenantName', 'tenantEmail', 'tenantPhone', 'startDate', 'endDate', 'terms',
  'contractDocument', 'ipfsHash', 'size', 'type', 'id', '__proto__', 'constructor',
] as const;

export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 5 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
);

/** A body object made of known fields with hostile values, plus unknown fields. */
export const hostileObject = fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_FIELDS), fc.string({ maxLength: 12 })), anyValue, { maxKeys: 8 });

/** Any JSON body: hostile objects (mostly), arbitrary JSON, deep nesting. */
export const jsonBody = fc.oneof(
  { weight: 5, arbitrary: hostileObject },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** A path parameter: ids, near-ids and garbage. */
export function pathParam(realIds: number[]) {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds.map(String)) },
    { weight: 3, arbitrary: nastyString.filter((s) => s.length < 2000) },
    { weight: 1, arbitrary: nastyNumber.map(String) },
  );
}

/** A query string with the API's query keys set to hostile values (repeated keys become arrays server-side). */
export const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom('status', 'city', 'propertyType', 'minRent', 'maxRent', 'bedrooms', 'showOnMarketplace', 'limit', 'cursor', 'purpose', 'token', 'q'),
      nastyString.filter((s) => s.length < 2000),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeParam(v)}`).join('&')}` : ''));

/** Percent-encodes any string; lone surrogates (which encodeURIComponent rejects) become U+FFFD first. */
export function encodeParam(value: string): string {
  return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
}
