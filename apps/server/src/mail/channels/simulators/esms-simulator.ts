import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  newControl,
  type SimulatorControl,
  simulatorApp,
} from '../../../commerce/carriers/simulators/sim-kit.js';
import { ESMS_SEND_PATH } from '../esms.js';

export interface SimulatedSms {
  smsId: string;
  phone: string;
  content: string;
  brandname: string;
  requestId: string;
  at: Date;
}

/**
 * A local eSMS (decision 060) for development and tests: the documented send path, its JSON fields
 * and CodeResult replies (101 wrong keys, 104 unknown brandname, 108 not a phone number, 124 a
 * RequestId seen before, 100 accepted with an SMSID), the messages kept in memory for a test to read.
 * Its control makes it slow, down (503) or wrong (not JSON) on purpose.
 */
export interface EsmsSimulator {
  app: FastifyInstance;
  control: SimulatorControl;
  messages: SimulatedSms[];
  /** The newest SMS to a phone (any spelling of a Vietnamese number), if any. */
  lastTo(phone: string): SimulatedSms | undefined;
}

const localPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
};

export function esmsSimulator(keys: { apiKey: string; secretKey: string; brandname: string }): EsmsSimulator {
  const control = newControl();
  const app = simulatorApp(control);
  const messages: SimulatedSms[] = [];
  const seen = new Set<string>();

  app.post(`/MainService.svc/json${ESMS_SEND_PATH}`, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    if (field('ApiKey') !== keys.apiKey || field('SecretKey') !== keys.secretKey)
      return { CodeResult: '101', ErrorMessage: 'Authorize Failed' };
    if (field('Brandname') !== keys.brandname)
      return { CodeResult: '104', ErrorMessage: 'Brandname không tồn tại' };
    const phone = localPhone(field('Phone'));
    if (!/^0\d{9}$/.test(phone)) return { CodeResult: '108', ErrorMessage: 'Số điện thoại không hợp lệ' };
    if (field('Content') === '') return { CodeResult: '118', ErrorMessage: 'Thiếu nội dung tin nhắn' };
    const requestId = field('RequestId');
    if (requestId !== '' && seen.has(requestId))
      return { CodeResult: '124', ErrorMessage: 'Trùng RequestId' };
    if (requestId !== '') seen.add(requestId);
    const smsId = randomUUID();
    messages.push({
      smsId,
      phone,
      content: field('Content'),
      brandname: field('Brandname'),
      requestId,
      at: new Date(),
    });
    return { CodeResult: '100', CountRegenerate: 0, SMSID: smsId };
  });

  return {
    app,
    control,
    messages,
    lastTo: (phone) => messages.filter((message) => message.phone === localPhone(phone)).at(-1),
  };
}
