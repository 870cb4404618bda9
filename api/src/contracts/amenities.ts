export const AMENITIES = [
  'Central Heating',
  'Central AC',
  'Utilities Included',
  'Laundry In-Unit',
  'Pet Friendly',
  'Balcony/Patio',
  'Dishwasher',
  'Gym/Fitness Center',
  'Swimming Pool',
  'Garden/Yard',
] as const;
