import { describe, expect, it } from 'vitest';
import { testPlatform } from '../contract/test-client.ts';
import { validateResponse } from '../contract/validate.ts';
import { allowedActions } from './order-transitions.ts';
import { createDispatchOrder } from './orders.ts';

const ok = (data: unknown) => ({ success: true, code: '0', msg: 'ok', data });

describe('createDispatchOrder', () => {
  it('dispatches a new customer to the account, contract-valid, unprocessed', () => {
    const { platform } = testPlatform();
    const customers = platform.db.customers.list().length;
    const order = createDispatchOrder(platform, 'demo-sub', { oldCustomer: false, followNumber: 'F99990001' });
    expect(order).toMatchObject({
      followNumber: 'F99990001',
      dispatchType: 1,
      taskStatus: 1,
      followTaskStatus: 0,
      follower: { id: 3002 },
      lastFollowTime: null,
    });
    expect(order.followRecords).toMatchObject([{ action: 1, operatorType: 3, statusAfter: 1 }]);
    expect(platform.db.customers.count()).toBe(customers + 1);
    expect(platform.db.orders.list().at(-1)).toEqual(order);
    expect(
      validateResponse(
        'GET',
        `/api/pc/1.0/TransferTreatmentOrder/GetDetail?followId=${order.id}`,
        200,
        ok({ ...order, allowedActions: allowedActions(order) }),
      ).errors,
    ).toEqual([]);
    const customer = platform.db.customers.list().find((c) => c.id === order.customer.id);
    expect(validateResponse('GET', `/api/pc/1.0/Customer/GetCustomerDetail?id=${order.customer.id}`, 200, ok(customer)).errors).toEqual([]);
  });

  it('re-dispatches an existing customer as an old-customer order', () => {
    const { platform } = testPlatform();
    const customers = platform.db.customers.list().length;
    const order = createDispatchOrder(platform, 'demo-main', { oldCustomer: true });
    expect(order.dispatchType).toBe(2);
    expect(order.followRecords[0]?.action).toBe(16);
    expect(platform.db.customers.count()).toBe(customers);
    const customer = platform.db.customers.list().find((c) => c.id === order.customer.id);
    expect(customer?.orderCount).toBe(platform.db.orders.list().filter((o) => o.customer.id === order.customer.id).length);
    expect(customer?.followStatus).toBe(1);
  });

  it('gives every dispatch a new id and refuses unknown accounts', () => {
    const { platform } = testPlatform();
    const a = createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
    const b = createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
    expect(b.id).toBe(a.id + 1);
    expect(b.followNumber).not.toBe(a.followNumber);
    expect(() => createDispatchOrder(platform, 'nobody', { oldCustomer: false })).toThrow('账号 nobody 不存在');
  });
});
