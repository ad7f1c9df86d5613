import {
  carrierFormSchema,
  companyFormSchema,
  feeFormSchema,
  footerLinksSchema,
  footerOrderSchema,
  freeshipFormSchema,
  type PaymentRow,
  paymentFormSchema,
  SETTINGS_COLLECTIONS,
  type SettingsKind,
} from '@shop/domain/console';
import {
  type MessageSettingsReply,
  messageSettingsFormSchema,
  messageSettingsOf,
} from '@shop/domain/reminders';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import * as v from 'valibot';
import { buildVietQrPayload } from '../../commerce/payments/vietqr.js';
import { gatewayIdOf, paymentGateways } from '../../commerce/payments/payment-gateways.js';
import {
  type CreatableKind,
  createSetting,
  deleteSetting,
  listSettings,
  type SettingsForms,
  updateSetting,
} from '../../console/settings-lists.js';
import {
  loadCompany,
  loadFooterLinks,
  loadFooterLists,
  saveCompany,
  saveFooterLinks,
  saveFooterOrder,
} from '../../console/settings-site.js';
import { appError } from '../../errors.js';
import { loadMessageSettings, saveMessageSettings } from '../../reminders/message-settings.js';
import { loadReturnSettings, saveReturnSettings } from '../../returns/return-settings.js';
import { returnSettingsSchema } from '@shop/domain/returns';
import { announcePageChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleRoute, readBody, readQuery, say, settingsDocumentRoutes } from './kit.js';

const FORMS: { [K in SettingsKind]: v.GenericSchema<unknown, SettingsForms[K]> } = {
  fees: feeFormSchema,
  freeships: freeshipFormSchema,
  carriers: carrierFormSchema,
  payments: paymentFormSchema,
};
/** The body of a settings item: the form of the path's kind (carriers, fees, free shipping, payments). */
const ANY_FORM = v.union(Object.values(FORMS));

/** The bank fields of the payment form, both required for a preview. */
const qrPreviewSchema = v.object({
  ngan_hang_bin: v.pipe(paymentFormSchema.entries.ngan_hang_bin, v.nonEmpty('SETTINGS_BANK_BIN_INVALID')),
  so_tai_khoan: v.pipe(paymentFormSchema.entries.so_tai_khoan, v.nonEmpty('SETTINGS_BANK_ACCOUNT_INVALID')),
});

type KindParams = { idApp: string; kind: string; id?: string };

function kindOf(kind: string, { creatable = false } = {}): SettingsKind {
  if (!Object.hasOwn(SETTINGS_COLLECTIONS, kind)) throw appError('SETTINGS_NOT_FOUND');
  if (creatable && kind === 'payments') throw appError('SETTINGS_NOT_FOUND');
  return kind as SettingsKind;
}

/**
 * The shop's settings in the console (docs/api.md "Console: settings"), all in the owner's
 * 'settings' area: the lists behind checkout (fees, free shipping, carriers, payment methods), the
 * company info and the footer lists. Every write is read with the form's domain schema, runs in one
 * transaction with the console user as the version's author, and purges the rendered pages.
 */
export async function consoleSettingsRoutes(app: FastifyInstance, options: CommerceRouteOptions) {
  const { db, env } = options;
  const idApp = env.ID_APP;

  settingsDocumentRoutes(app, options, '/api/:idApp/console/settings/company', {
    form: companyFormSchema,
    load: loadCompany,
    save: saveCompany,
    pages: ['app'],
  });
  settingsDocumentRoutes(app, options, '/api/:idApp/console/settings/footer', {
    form: footerOrderSchema,
    load: loadFooterLists,
    save: async (tx, idApp, body, by) => ({ lists: await saveFooterOrder(tx, idApp, body, by) }),
    pages: ['ecompages'],
  });
  // The footer lists' own links (decision 033): pages of the shop or web addresses, in both languages.
  settingsDocumentRoutes(app, options, '/api/:idApp/console/settings/footer/links', {
    form: footerLinksSchema,
    load: loadFooterLinks,
    save: saveFooterLinks,
    pages: ['app'],
  });

  // The shop's VietQR code for an account being typed: the same payload and library as an order's.
  app.get(
    '/api/:idApp/console/settings/payment-qr',
    consoleRoute('settings', { query: qrPreviewSchema }),
    async (request, reply) => {
      const { ngan_hang_bin, so_tai_khoan } = readQuery(qrPreviewSchema, request.query);
      const payload = buildVietQrPayload({ bin: ngan_hang_bin, accountNumber: so_tai_khoan });
      const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      reply.header('cache-control', 'private, max-age=300');
      return reply.type('image/svg+xml').send(svg);
    },
  );

  // Messages (decision 064): the cart reminder's delay and the ZNS template ids, the environment's
  // (ZNS_TEMPLATE_*) shown beside them as the fallback.
  const messagesReply = async (): Promise<MessageSettingsReply> => ({
    ...(await loadMessageSettings(db, idApp)),
    env_templates: app.channels?.znsTemplates ?? {},
    zns: app.channels?.states.zns ?? 'off',
  });
  app.get('/api/:idApp/console/settings/messages', consoleRoute('settings', {}), messagesReply);
  app.put(
    '/api/:idApp/console/settings/messages',
    consoleRoute('settings', {
      summary: 'Saves the message settings (ZNS templates)',
      body: messageSettingsFormSchema,
    }),
    async (request) => {
      const result = v.safeParse(messageSettingsFormSchema, request.body ?? {});
      if (!result.success) {
        const field = (result.issues[0].path ?? []).map((item) => String(item.key)).join('.');
        throw appError('MESSAGE_SETTINGS_INVALID', { field: field || '?' });
      }
      const by = actorEmail(request, 'settings');
      const settings = messageSettingsOf(result.output);
      await db.transaction((tx) => saveMessageSettings(tx, idApp, settings, by));
      // The local Zalo simulator knows the templates the shop names, as Zalo knows the ones it registered.
      app.channels?.simulators.zns?.addTemplates(Object.values(settings.zns_templates));
      return { ...(await messagesReply()), message: say(request, 'SETTINGS_SAVED') };
    },
  );

  // Returns (decision 077): the window after delivery in which a shopper may ask, 1–720 hours.
  settingsDocumentRoutes(app, options, '/api/:idApp/console/settings/returns', {
    summary: 'Saves the return window',
    form: returnSettingsSchema,
    load: loadReturnSettings,
    save: saveReturnSettings,
  });

  // Payment methods say whether their e-wallet gateway has its keys (the keys stay here).
  const gateways = paymentGateways(env);
  const gatewayState = (row: PaymentRow) => gateways.get(gatewayIdOf(row))?.state ?? 'missing';
  app.get<{ Params: KindParams }>(
    '/api/:idApp/console/settings/:kind',
    consoleRoute('settings', {}),
    async (request) => {
      const kind = kindOf(request.params.kind);
      const rows = await listSettings(db, idApp, kind);
      if (kind !== 'payments') return rows;
      return (rows as PaymentRow[]).map((row) =>
        row.loai === 'e-wallet' ? { ...row, gateway: gatewayState(row) } : row,
      );
    },
  );
  app.post<{ Params: KindParams }>(
    '/api/:idApp/console/settings/:kind',
    consoleRoute('settings', { body: ANY_FORM }),
    async (request) => {
      const kind = kindOf(request.params.kind, { creatable: true }) as CreatableKind;
      const form = readBody(FORMS[kind], request.body);
      const by = actorEmail(request, 'settings');
      const item = await db.transaction((tx) => createSetting(tx, idApp, kind, form, by));
      await announcePageChange(app, [SETTINGS_COLLECTIONS[kind]]);
      return { item, message: say(request, 'SETTINGS_SAVED') };
    },
  );
  app.put<{ Params: KindParams }>(
    '/api/:idApp/console/settings/:kind/:id',
    consoleRoute('settings', { body: ANY_FORM }),
    async (request) => {
      const kind = kindOf(request.params.kind);
      const id = checkId(request.params.id ?? '');
      const form = readBody(FORMS[kind], request.body);
      const by = actorEmail(request, 'settings');
      const item = await db.transaction((tx) => updateSetting(tx, idApp, kind, id, form, by));
      await announcePageChange(app, [SETTINGS_COLLECTIONS[kind]], [id]);
      return { item, message: say(request, 'SETTINGS_SAVED') };
    },
  );
  app.delete<{ Params: KindParams }>(
    '/api/:idApp/console/settings/:kind/:id',
    consoleRoute('settings', {}),
    async (request) => {
      const kind = kindOf(request.params.kind, { creatable: true }) as CreatableKind;
      const id = checkId(request.params.id ?? '');
      const by = actorEmail(request, 'settings');
      await db.transaction((tx) => deleteSetting(tx, idApp, kind, id, by));
      await announcePageChange(app, [SETTINGS_COLLECTIONS[kind]], [id]);
      return { _id: id, message: say(request, 'SETTINGS_DELETED') };
    },
  );
}
