export { Badge, CountBadge, VerifiedBadge, statusTone, roleTone } from './Badge';
export type { BadgeProps, BadgeTone, CountBadgeProps } from './Badge';
