import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services.js';
import { applicationRoutes } from '../modules/application/application.rest.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { chatRoutes } from '../modules/chat/chat.rest.js';
import { inquiryRoutes } from '../modules/inquiry/inquiry.rest.js';
import { notificationRoutes } from '../modules/notification/notification.rest.js';
import { documentRoutes } from '../modules/document/document.rest.js';
import { leaseRoutes } from '../modules/lease/lease.rest.js';
import { ipfsGatewayRoutes } from '../modules/upload/ipfs-gateway.rest.js';
import { uploadRoutes } from '../modules/upload/upload.rest.js';
import { propertyRoutes } from '../modules/property/property.rest.js';
import { reportRoutes } from '../modules/report/report.rest.js';
import { savedPropertyRoutes } from '../modules/saved-property/saved-property.rest.js';
import { savedSearchRoutes } from '../modules/saved-search/saved-search.rest.js';
import { suspensionRoutes } from '../modules/user/suspension.rest.js';
import { userRoutes } from '../modules/user/user.rest.js';
import { viewingRoutes } from '../modules/viewing/viewing.rest.js';

/** Every REST route module of docs/product.md#rest-calls; each is a thin adapter over one service. */
const routeModules: Array<(app: FastifyInstance, services: AppServices) => void> = [
  authRoutes,
  inquiryRoutes,
  chatRoutes,
  notificationRoutes,
  leaseRoutes,
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
];

export function registerRestRoutes(app: FastifyInstance, services: AppServices): void {
  for (const register of routeModules) register(app, services);
}
