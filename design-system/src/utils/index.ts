export { formatCad, formatCount, formatDate, formatTime, noBreak } from './format';
export { initials } from './initials';
export { cx } from './cx';
export { isExternalHref } from './href';
export { dayInZone, formatDayInZone, formatTimeInZone, instantInZone, timeOfDayInZone, timeZoneName, zoneOffset } from './zoned-time';
export { sentenceCase } from './sentence-case';
