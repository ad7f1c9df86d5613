import type { FastifyInstance } from 'fastify';
import { type CommerceRouteOptions, registerRoutes } from '../kit/route-options.js';
import { consoleAccessRoutes } from './access.js';
import { consoleContentRoutes } from './content.js';
import { consoleCatalogueRoutes } from './catalogue.js';
import { consoleHistoryRoutes } from './history.js';
import { consoleOrderEventRoutes } from './order-events.js';
import { consoleOrderRoutes } from './orders.js';
import { consoleShipmentRoutes } from './shipments.js';
import { consoleCarrierAddressRoutes } from './carrier-addresses.js';
import { consoleBankTransferRoutes } from './bank-transfers.js';
import { consolePaymentRoutes } from './payments.js';
import { consolePeopleRoutes } from './people.js';
import { consolePrivacyRoutes } from './privacy.js';
import { consoleStockRoutes } from './stock.js';
import { consolePromotionRoutes } from './promotions.js';
import { consoleRightsRoutes } from './rights.js';
import { consoleSettingsRoutes } from './settings.js';
import { consoleReturnRoutes } from './returns.js';
import { consoleReviewRoutes } from './reviews.js';

/**
 * The owner console's calls (issue 13, decision 016), under /api/{id_app}/console/…: static
 * segments, so they win over the generic data routes. Each one but the setup runs consoleGuard.
 */
export async function consoleRoutes(app: FastifyInstance, options: CommerceRouteOptions): Promise<void> {
  await registerRoutes(app, options, [
    consoleAccessRoutes,
    consoleOrderRoutes,
    consoleBankTransferRoutes,
    consolePaymentRoutes,
    consoleShipmentRoutes,
    consoleCarrierAddressRoutes,
    consolePeopleRoutes,
    consolePrivacyRoutes,
    consoleOrderEventRoutes,
    consoleContentRoutes,
    consoleCatalogueRoutes,
    consoleRightsRoutes,
    consoleHistoryRoutes,
    consoleStockRoutes,
    consoleSettingsRoutes,
    consolePromotionRoutes,
    consoleReviewRoutes,
    consoleReturnRoutes,
  ]);
}
