import { addressWriteSchema } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import type * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { deleteOwnedAddress, saveOwnedAddress } from '../../commerce/addresses.js';
import { checkCompanyInvoice } from '../../commerce/order-input.js';
import { shopperOf } from '../../commerce/shopper.js';
import { appError, requestLanguage } from '../../errors.js';
import { bodySchema, checkIdParam } from '../kit/body-schema.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { schemaOf } from '../../plugins/route-schema.js';

type AddressWrite = v.InferOutput<ReturnType<typeof addressWriteSchema>>;

/**
 * The address book (ecomuser_address, SPEC §4 "Address"): owner-only writes with the default
 * rules. Lists go through the data layer, which already scopes them to the owner.
 */
export async function addressRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions): Promise<void> {
  const idApp = env.ID_APP;

  app.post<{ Params: IdParams; Body: AddressWrite }>(
    '/api/:idApp/ecomuser_address',
    { preValidation: bodySchema(addressWriteSchema(false)) },
    async (request) => {
      const { _id: _ignored, ...fields } = withCheckedInvoice(request.body);
      const shopper = shopperOf(request);
      return db.transaction((tx) => saveOwnedAddress(tx, idApp, shopper, fields, undefined, new Date()));
    },
  );

  app.put<{ Params: IdParams; Body: AddressWrite }>(
    '/api/:idApp/ecomuser_address/:id',
    { preValidation: [checkIdParam, bodySchema(addressWriteSchema(true))] },
    async (request) => {
      const { id } = request.params;
      const { _id, ...fields } = withCheckedInvoice(request.body);
      if (_id !== undefined && _id !== id) throw appError('BODY_FIELD_INVALID', { field: '_id' });
      const shopper = shopperOf(request);
      return db.transaction((tx) => saveOwnedAddress(tx, idApp, shopper, fields, id, new Date()));
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/:idApp/ecomuser_address/:id',
    { schema: schemaOf({}) },
    async (request) => {
      const id = checkId(request.params.id);
      const shopper = shopperOf(request);
      const removed = await db.transaction((tx) => deleteOwnedAddress(tx, idApp, shopper, id));
      return { ...removed, message: messageText('ADDRESS_DELETED', requestLanguage(request)) };
    },
  );
}

/** An address write with its company invoice (decision 065) checked like an order's. */
function withCheckedInvoice(body: AddressWrite): AddressWrite {
  return body.hoa_don === undefined ? body : { ...body, hoa_don: checkCompanyInvoice(body.hoa_don) };
}
