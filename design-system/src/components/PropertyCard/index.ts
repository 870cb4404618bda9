export { PropertyCard, PropertyFacts, propertyCardActionClassName } from './PropertyCard';
export type { PropertyCardProps, PropertyFactsProps } from './PropertyCard';
