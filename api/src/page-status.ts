import type { FastifyRequest } from 'fastify';
import type { AppServices } from './app-services.js';
import { DomainError } from './common/domain-error.js';
import { citySlug, isClientRoute, PROVINCES } from './contracts/index.js';
import { resolveActor } from './modules/auth/index.js';

/** HTTP status of a client page, so search engines and link checkers see what the page says. */
export type PageStatus = (request: FastifyRequest) => Promise<200 | 404>;

const PROPERTY_PAGE = /^\/property\/([^/?#]+)\/?(?:\?|$)/;
const REPORT_CITY_PAGE = /^\/rent-report\/([^/?#]+)\/([^/?#]+)\/?(?:\?|$)/i;

/** A city's report page names a province and a city the report holds (its rows are public: no viewer needed). */
async function reportHasCity(services: AppServices, provinceSegment: string, slug: string): Promise<boolean> {
  const province = PROVINCES.find((code) => code === provinceSegment.toUpperCase());
  if (!province) return false;
  const { rows } = await services.rentReport.report({ em: services.orm.em.fork(), viewer: null }, { province });
  return rows.some((row) => citySlug(row.city) === slug.toLowerCase());
}

/**
 * 404 for a path that is none of the client's routes (CLIENT_ROUTES: the app shows its Not Found page), and for
 * /property/{id} when the requester may not see that listing (unknown, or hidden from them: the page shows
 * 'Property Not Found' either way), and for /rent-report/{province}/{city} when the report holds no such city (the page
 * says 'No rent report for this city yet'); 200 for every other page. Same identity rules as the API: session or token.
 */
export function pageStatusFor(services: AppServices): PageStatus {
  return async (request) => {
    if (!isClientRoute(request.url.split('?')[0]!)) return 404;
    const reportCity = REPORT_CITY_PAGE.exec(request.url);
    if (reportCity) return (await reportHasCity(services, reportCity[1]!, reportCity[2]!)) ? 200 : 404;
    const id = PROPERTY_PAGE.exec(request.url)?.[1];
    if (id === undefined) return 200;
    if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return 404;
    const em = services.orm.em.fork();
    const viewer = await resolveActor(em, services.sessions, { cookies: request.cookies, authorization: request.headers.authorization });
    try {
      await services.properties.get({ em, viewer }, Number(id));
      return 200;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return 404;
      throw error;
    }
  };
}
