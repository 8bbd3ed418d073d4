import { describe, expect, it } from 'vitest';
import { findOperation, isGatewayPath, listOperations, operationById } from './operations.ts';
import { validateRequest, validateResponse } from './validate.ts';

const ok = (data: unknown) => ({ success: true, code: '0', msg: 'ok', data });

describe('findOperation', () => {
  it('finds main and chat operations by method and URL', () => {
    expect(findOperation('GET', 'http://127.0.0.1:4010/api/pc/1.0/Customer/GetCustomerList?page=1')?.operationId).toBe('getCustomerList');
    expect(findOperation('post', '/api/pc/2.0/transferTreatmentOrder/getOrderListData')?.operationId).toBe('getOrderListData');
    expect(findOperation('GET', '/imclient-hospital/api/v1/chats')?.operationId).toBe('listChats');
  });

  it('prefers static segments over {param} ones and decodes parameters', () => {
    expect(findOperation('GET', '/imclient-hospital/api/v1/chats/unread_message')?.operationId).toBe('getUnreadMessageCount');
    expect(findOperation('GET', '/imclient-hospital/api/v1/chats/unread_chat_ids')?.operationId).toBe('getUnreadChatIds');
    const chat = findOperation('GET', '/imclient-hospital/api/v1/chats/g%20880001');
    expect(chat).toMatchObject({ operationId: 'getChat', params: { id: 'g 880001' } });
    expect(findOperation('POST', '/imclient-hospital/api/v1/chat_members/c1/exit')).toMatchObject({
      operationId: 'exitGroupChat',
      params: { id: 'c1' },
    });
  });

  it('answers undefined for unknown paths and methods', () => {
    expect(findOperation('GET', '/api/pc/1.0/Nope')).toBeUndefined();
    expect(findOperation('DELETE', '/api/pc/1.0/Customer/GetCustomerList')).toBeUndefined();
    // Chat paths only exist under the chat gateway's base path.
    expect(findOperation('GET', '/api/v1/chats')).toBeUndefined();
  });

  it('derives which operations need no token from the contract security', () => {
    const open = listOperations()
      .filter((o) => !o.needsToken)
      .map((o) => o.operationId)
      .sort();
    expect(open).toEqual(['loginByAccount', 'loginByPassword', 'loginByPhone', 'loginByPushToken', 'loginByUcToken', 'sendSmsCodeV2']);
    expect(operationById('main', 'getLoginContext')?.needsToken).toBe(true);
    expect(operationById('chat', 'listChats')?.needsToken).toBe(true);
  });

  it('knows the gateway paths', () => {
    expect(isGatewayPath('/api/pc/1.0/logout')).toBe(true);
    expect(isGatewayPath('/imclient-hospital/api/v1/chats')).toBe(true);
    for (const p of ['/__sandbox/requests', '/account-center/login', '/ws/chat', '/']) expect(isGatewayPath(p)).toBe(false);
  });
});

describe('validateResponse', () => {
  const url = '/api/pc/1.0/NotificationCenter/GetPagedList';
  const item = { id: 1, type: 1, title: '新派单提醒', text: 't', assid: '880001', isRead: false, createTime: '2026-11-22 10:00:00' };

  it('accepts a valid envelope and names the operation', () => {
    expect(validateResponse('GET', url, 200, ok({ total: 1, page: 1, limit: 10, unreadCount: 1, list: [item] }))).toEqual({
      ok: true,
      operationId: 'getNotificationPagedList',
      errors: [],
    });
  });

  it('rejects missing fields, wrong types and the custom formats', () => {
    const result = validateResponse(
      'GET',
      url,
      200,
      ok({ total: 1, page: 1, limit: 10, list: [{ ...item, createTime: '2026-11-22T10:00:00Z' }] }),
    );
    expect(result.ok).toBe(false);
    expect(result.errors.join('\n')).toMatch(/unreadCount/);
    expect(result.errors.join('\n')).toMatch(/createTime must match/);
    const phone = validateResponse(
      'GET',
      '/api/pc/1.0/QuickSearch/Search?keyword=1',
      200,
      ok({
        orders: [],
        orderTotal: 0,
        customerTotal: 1,
        customers: [{ id: 1, customerNo: 'K', name: 'n', phone: '13800000001x', followStatus: 1 }],
      }),
    );
    expect(phone.errors.join()).toMatch(/phone must match/);
  });

  it('checks business failures at HTTP 200 and 401 against the error envelope', () => {
    expect(validateResponse('GET', url, 200, { success: false, code: '400', msg: '订单不存在', data: null }).ok).toBe(true);
    expect(validateResponse('GET', url, 401, { success: false, code: '1002', msg: 'x', data: null }).ok).toBe(true);
    expect(validateResponse('GET', url, 401, { success: true, code: '0', msg: 'ok', data: null }).ok).toBe(false);
  });

  it('accepts downloads as non-empty binaries and HEAD without a body', () => {
    expect(
      validateResponse('GET', '/api/pc/1.0/schedule/downloadSchedule', 200, new Uint8Array([1, 2]), 'application/octet-stream').ok,
    ).toBe(true);
    expect(validateResponse('GET', '/api/pc/1.0/schedule/downloadSchedule', 200, new Uint8Array([]), 'application/octet-stream').ok).toBe(
      false,
    );
    expect(validateResponse('HEAD', '/imclient-hospital/api/v1/media/probe?url=x', 200, undefined).ok).toBe(true);
  });

  it('reports calls outside the contract', () => {
    expect(validateResponse('GET', '/api/pc/1.0/Nope', 200, {})).toMatchObject({
      ok: false,
      errors: ['no operation for GET /api/pc/1.0/Nope'],
    });
  });
});

describe('validateRequest', () => {
  it('coerces and checks query parameters', () => {
    expect(validateRequest('GET', '/api/pc/1.0/NotificationCenter/GetPagedList?page=1&limit=10&noticeType=1').ok).toBe(true);
    expect(validateRequest('GET', '/api/pc/1.0/NotificationCenter/GetPagedList?limit=0').errors).toEqual(['query/limit must be >= 1']);
    expect(validateRequest('GET', '/api/pc/1.0/Customer/GetCustomerDetail').errors).toEqual(["query must have required property 'id'"]);
    expect(validateRequest('GET', '/api/pc/1.0/Customer/GetCustomerList?dispatchStartDate=22-11-2026').ok).toBe(false);
  });

  it('checks JSON bodies', () => {
    const path = '/api/pc/1.0/Login/LoginByPassword';
    expect(validateRequest('POST', path, { body: { account: 'demo-main', password: 'Sandbox#2026' } }).ok).toBe(true);
    expect(validateRequest('POST', path, { body: { account: 'demo-main' } }).errors).toEqual([
      "body must have required property 'password'",
    ]);
    expect(validateRequest('POST', path).errors).toEqual(['body is required']);
  });

  it('checks the required fields of multipart uploads', () => {
    const path = '/api/pc/1.0/common/upload';
    const form = new FormData();
    expect(validateRequest('POST', path, { body: form }).ok).toBe(false);
    form.set('file', new Blob(['x']), 'a.jpg');
    expect(validateRequest('POST', path, { body: form }).errors).toEqual([
      "body must have required property 'path'",
      "body must have required property 'bucket'",
    ]);
    form.set('path', 'hospital/2026/11');
    form.set('bucket', '0');
    expect(validateRequest('POST', path, { body: form }).errors).toEqual([]);
  });
});
