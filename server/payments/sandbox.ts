/**
 * The sandbox gateway: charges and refunds through the local Clover sandbox in-process (the same
 * logic its /sandbox/clover/v1/charges and v1/refunds endpoints serve), under the same time limit
 * as a real provider.
 */
import type { Db } from '../db/client';
import { createCustomer, updateCustomer } from '../sandbox/clover/customers';
import { createCharge, type SandboxSettings } from '../sandbox/clover/provider';
import { createRefund } from '../sandbox/clover/refunds';
import {
  cloverChargeBody,
  cloverCustomerBody,
  cloverRefundBody,
  readCloverCustomer,
  readCloverAnswer,
  readCloverRefund,
  timeLimit,
  type PaymentGateway,
} from './gateway';

/** A gateway over the local sandbox's database tables. */
export function createSandboxGateway(db: Db, settings: SandboxSettings, timeoutMs: number): PaymentGateway {
  return {
    provider: 'sandbox',
    async charge(request) {
      const limit = timeLimit(timeoutMs);
      const answer = createCharge(db, settings, {
        authorization: `Bearer ${settings.privateToken}`,
        idempotencyKey: request.idempotencyKey,
        forwardedFor: request.payerIp,
        body: cloverChargeBody(request),
      });
      try {
        const result = await Promise.race([answer, limit.promise]);
        if (result === 'timeout') {
          // The sandbox goes on and records the charge; verification asks again with the key.
          answer.catch(() => undefined);
          return { status: 'unknown', reason: 'timeout' };
        }
        return readCloverAnswer(result.status, result.body);
      } finally {
        limit.cancel();
      }
    },
    async refund(request) {
      const answer = await createRefund(db, settings, {
        authorization: `Bearer ${settings.privateToken}`,
        idempotencyKey: request.idempotencyKey,
        body: cloverRefundBody(request),
      });
      return readCloverRefund(answer.status, answer.body);
    },
    async saveCard(request) {
      const authorization = `Bearer ${settings.privateToken}`;
      const body = cloverCustomerBody(request);
      const answer = request.customerId
        ? await updateCustomer(db, settings, { authorization, id: request.customerId, body })
        : await createCustomer(db, settings, { authorization, body });
      return readCloverCustomer(answer.status, answer.body);
    },
  };
}
