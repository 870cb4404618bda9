import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services.js';
import { applicationRoutes } from '../modules/application/index.js';
import { authRoutes } from '../modules/auth/index.js';
import { chatRoutes } from '../modules/chat/index.js';
import { inquiryRoutes } from '../modules/inquiry/index.js';
import { inspectionRoutes } from '../modules/inspection/index.js';
import { notificationRoutes } from '../modules/notification/index.js';
import { depositReturnRoutes } from '../modules/deposit-return/index.js';
import { documentRoutes } from '../modules/document/index.js';
import { leaseRoutes, leaseSigningRoutes, leaseVerificationRoutes } from '../modules/lease/index.js';
import { ipfsGatewayRoutes, uploadRoutes } from '../modules/upload/index.js';
import { propertyRoutes } from '../modules/property/index.js';
import { rentRoutes } from '../modules/rent/index.js';
import { reportRoutes } from '../modules/report/index.js';
import { savedPropertyRoutes } from '../modules/saved-property/index.js';
import { savedSearchRoutes } from '../modules/saved-search/index.js';
import { suspensionRoutes } from '../modules/suspension/index.js';
import { userRoutes } from '../modules/profile/index.js';
import { viewingRoutes } from '../modules/viewing/index.js';
import { repairRoutes } from '../modules/repair/index.js';
import { entryNoticeRoutes } from '../modules/entry-notice/index.js';
import { rentIncreaseRoutes } from '../modules/rent-increase/index.js';
import { rentReportRoutes } from '../modules/rent-report/index.js';

/** Every REST route module of docs/product.md#rest-calls; each is a thin adapter over one service. */
const routeModules: Array<(app: FastifyInstance, services: AppServices) => void> = [
  authRoutes,
  inquiryRoutes,
  chatRoutes,
  notificationRoutes,
  leaseRoutes,
  leaseSigningRoutes,
  leaseVerificationRoutes,
  depositReturnRoutes,
  inspectionRoutes,
  documentRoutes,
  uploadRoutes,
  ipfsGatewayRoutes,
  propertyRoutes,
  savedPropertyRoutes,
  savedSearchRoutes,
  userRoutes,
  reportRoutes,
  suspensionRoutes,
  viewingRoutes,
  applicationRoutes,
  repairRoutes,
  entryNoticeRoutes,
  rentRoutes,
  rentIncreaseRoutes,
  rentReportRoutes,
];

export function registerRestRoutes(app: FastifyInstance, services: AppServices): void {
  for (const register of routeModules) register(app, services);
}
