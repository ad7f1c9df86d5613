import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './addresses.js';
import { bankTransferWebhookRoutes } from '../payments/bank-transfer-webhooks.js';
import { cartRoutes } from './cart.js';
import { reminderRoutes } from './reminders.js';
import { type CommerceRouteOptions, registerRoutes } from '../kit/route-options.js';
import { orderRoutes } from '../orders/orders.js';
import { paymentRoutes } from '../payments/vnpay.js';
import { returnRoutes } from './returns.js';
import { reviewRoutes } from './reviews.js';
import { walletPaymentRoutes } from '../payments/wallets.js';
import { wishlistRoutes } from './wishlist.js';

/**
 * Cart, checkout, orders, addresses, wishlist, reviews, payments and bank transfers (issue 4, decision 007,
 * issue 30). Their paths
 * name the collection, so they win over the generic /api/{id_app}/{collection} data routes.
 */
export async function commerceRoutes(app: FastifyInstance, options: CommerceRouteOptions): Promise<void> {
  await registerRoutes(app, options, [
    cartRoutes,
    reminderRoutes,
    orderRoutes,
    addressRoutes,
    wishlistRoutes,
    reviewRoutes,
    returnRoutes,
    paymentRoutes,
    walletPaymentRoutes,
    bankTransferWebhookRoutes,
  ]);
}
