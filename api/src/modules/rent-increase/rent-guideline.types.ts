import type { Province } from '../../contracts/index.js';
import { RENT_INCREASE_RULES } from '../../contracts/index.js';

/** The provinces whose cap is a yearly guideline (the table's check lists the same four). */
export const GUIDELINE_PROVINCES = (Object.keys(RENT_INCREASE_RULES) as Province[]).filter((province) => RENT_INCREASE_RULES[province].cap.kind === 'guideline');
export type GuidelineProvince = Province;
