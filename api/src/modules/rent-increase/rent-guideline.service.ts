import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu } from '../../common/i18n.js';
import { GUIDELINE_YEAR_MAX, GUIDELINE_YEAR_MIN, PROVINCES, rentGuidelineSchema, type Province } from '../../contracts/index.js';
import { RentGuideline } from './rent-guideline.entity.js';
import { GUIDELINE_PROVINCES } from './rent-guideline.types.js';
import { canManageGuidelines } from './rent-increase.policy.js';

/** The guideline of `province` for `year` (the year the increase takes effect), or null when none is published. */
export const guidelineFor = (em: EntityManager, province: Province, year: number): Promise<RentGuideline | null> =>
  em.findOne(RentGuideline, { province, year });

/** Every guideline of `province` by year, to check several years at once (one query). */
export async function guidelinesOf(em: EntityManager, province: Province): Promise<Map<number, number>> {
  const rows = await em.find(RentGuideline, { province });
  return new Map(rows.map((row) => [row.year, row.percent]));
}

const pathSchema = z.object({
  province: z.enum(PROVINCES, { error: 'Unknown province.' }),
  year: z.coerce.number({ error: 'The year must be a number.' }).int('The year must be a whole number.').min(GUIDELINE_YEAR_MIN, 'The year must be 2000 to 2100.').max(GUIDELINE_YEAR_MAX, 'The year must be 2000 to 2100.'),
});

/** The yearly guidelines admins keep: GET /api/admin/rent-guidelines, PUT /api/admin/rent-guidelines/{province}/{year}. */
export class RentGuidelineService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  async list(ctx: ServiceContext): Promise<RentGuideline[]> {
    this.admin(ctx);
    return ctx.em.find(RentGuideline, {}, { orderBy: { province: 'asc', year: 'desc' } });
  }

  async put(ctx: ServiceContext, params: unknown, input: unknown): Promise<RentGuideline> {
    const viewer = this.admin(ctx);
    const { province, year } = parseInput(pathSchema, params);
    if (!GUIDELINE_PROVINCES.includes(province)) {
      throw new DomainError('BAD_REQUEST', icu('{province} publishes no yearly rent increase guideline: its cap, if any, is set by its tenancy act.', { province }), { province });
    }
    const { percent, source } = parseInput(rentGuidelineSchema, input);
    // One statement: two admins setting the same year at once both succeed, the last one wins.
    return ctx.em.upsert(RentGuideline, { province, year, percent, source, updatedBy: viewer.id, updatedAt: this.now() }, { onConflictFields: ['province', 'year'] });
  }

  private admin(ctx: ServiceContext) {
    const viewer = requireViewer(ctx);
    if (!canManageGuidelines(viewer)) throw new DomainError('FORBIDDEN', 'Only administrators can manage rent guidelines.');
    return viewer;
  }
}
