export { PropertyCard, PropertyFacts, propertyCardActionClassName } from './PropertyCard';
export type { PropertyCardProps, PropertyFactsLabels, PropertyFactsProps } from './PropertyCard';
