import type { FastifyInstance } from 'fastify';
import type { CommerceRouteOptions } from './commerce-kit.js';
import { consoleAccessRoutes } from './console-access.js';
import { consoleContentRoutes } from './console-content.js';
import { consoleCatalogueRoutes } from './console-catalogue.js';
import { consoleHistoryRoutes } from './console-history.js';
import { consoleOrderEventRoutes } from './console-order-events.js';
import { consoleOrderRoutes } from './console-orders.js';
import { consoleShipmentRoutes } from './console-shipments.js';
import { consoleBankTransferRoutes } from './console-bank-transfers.js';
import { consolePaymentRoutes } from './console-payments.js';
import { consolePeopleRoutes } from './console-people.js';
import { consolePrivacyRoutes } from './console-privacy.js';
import { consoleStockRoutes } from './console-stock.js';
import { consolePromotionRoutes } from './console-promotions.js';
import { consoleRightsRoutes } from './console-rights.js';
import { consoleSettingsRoutes } from './console-settings.js';
import { consoleReviewRoutes } from './console-reviews.js';

/**
 * The owner console's calls (issue 13, decision 016), under /api/{id_app}/console/…: static
 * segments, so they win over the generic data routes. Each one but the setup runs consoleGuard.
 */
export async function consoleRoutes(app: FastifyInstance, options: CommerceRouteOptions): Promise<void> {
  await app.register(consoleAccessRoutes, options);
  await app.register(consoleOrderRoutes, options);
  await app.register(consoleBankTransferRoutes, options);
  await app.register(consolePaymentRoutes, options);
  await app.register(consoleShipmentRoutes, options);
  await app.register(consolePeopleRoutes, options);
  await app.register(consolePrivacyRoutes, options);
  await app.register(consoleOrderEventRoutes, options);
  await app.register(consoleContentRoutes, options);
  await app.register(consoleCatalogueRoutes, options);
  await app.register(consoleRightsRoutes, options);
  await app.register(consoleHistoryRoutes, options);
  await app.register(consoleStockRoutes, options);
  await app.register(consoleSettingsRoutes, options);
  await app.register(consolePromotionRoutes, options);
  await app.register(consoleReviewRoutes, options);
}
