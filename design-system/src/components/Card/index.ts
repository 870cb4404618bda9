export { Card, CardHeader } from './Card';
export type { CardProps, CardHeaderProps } from './Card';
