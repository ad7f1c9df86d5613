import type { OwnReturn, ReturnRequest } from '@shop/domain/returns';
import type { Transport } from './client.js';

export type { OwnReturn, ReturnRequest } from '@shop/domain/returns';

/** What asking for a return answers: the request and the server's words in the asked language. */
export interface ReturnRequested {
  return: OwnReturn;
  message: string;
}

/** The shopper's return and exchange calls (issue 33, decision 076). */
export function returnCalls(transport: Transport) {
  const path = (suffix = '') => `api/${transport.options.idApp}/returns${suffix}`;
  const searchParams = () => transport.authParams();
  return {
    /** GET returns/mine: the shopper's requests, newest first. */
    myReturns: () => transport.http.get(path('/mine'), { searchParams: searchParams() }).json<OwnReturn[]>(),
    /** POST returns: asks for a return or an exchange of a delivered order's lines (48 h). */
    requestReturn: (body: ReturnRequest) =>
      transport.http.post(path(), { json: body, searchParams: searchParams() }).json<ReturnRequested>(),
  };
}
