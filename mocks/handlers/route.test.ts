/** The route helper: operations by operationId, the contract's checks, one transaction per call, the envelopes. */
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bulletin } from '@generated/main/model';
import { call, testPlatform, tokenFor } from '../contract/test-client.ts';
import { refuse } from '../domain/errors.ts';
import type { SandboxPlatform } from '../platform.ts';
import { chatRoutes, mainRoutes, publicMainRoutes, routeHandler } from './route.ts';

let platform: SandboxPlatform;
let token: string;
beforeEach(() => {
  ({ platform } = testPlatform());
  token = tokenFor(platform);
});

const bulletin = (id: number): Bulletin => ({
  id,
  title: '临时公告',
  content: '内容',
  images: [],
  status: 1,
  rejectReason: null,
  isTop: false,
  startTime: null,
  endTime: null,
  createTime: '2026-11-22 10:00:00',
  updateTime: '2026-11-22 10:00:00',
});

describe('route helper', () => {
  it('serves an operation at the contract’s method and path, with the query coerced to its types', async () => {
    let seen: unknown;
    const handlers = [
      routeHandler(platform, [
        mainRoutes({
          getNotificationPagedList: ({ query }) => {
            seen = query;
            return { total: 0, page: 1, limit: 10, unreadCount: 0, list: [] };
          },
        }),
      ]),
    ];
    const result = await call(platform, handlers, '/api/pc/1.0/NotificationCenter/GetPagedList', {
      token,
      query: { page: 2, limit: 10, noticeType: 1 },
    });
    expect(result.json).toEqual({ success: true, code: '0', msg: 'ok', data: { total: 0, page: 1, limit: 10, unreadCount: 0, list: [] } });
    expect(seen).toEqual({ page: 2, limit: 10, noticeType: 1 });
    // Another operation is not answered here (the next handler would be).
    expect(
      await getResponse(handlers, new Request('http://x/api/pc/1.0/NotificationCenter/GetUnreadCount', { headers: { token } })),
    ).toBeUndefined();
  });

  it('answers 401 without a live token, and refuses a request the contract refuses', async () => {
    const handlers = [routeHandler(platform, [mainRoutes({ getCustomerDetail: () => refuse('should not run') })])];
    const anonymous = await call(platform, handlers, '/api/pc/1.0/Customer/GetCustomerDetail', { query: { id: 1 } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false, code: '1002' });
    const invalid = await call(platform, handlers, '/api/pc/1.0/Customer/GetCustomerDetail', { token });
    expect(invalid.status).toBe(200);
    expect(invalid.json).toMatchObject({ success: false, code: '400' });
    expect(invalid.json.msg).toMatch(/^请求参数不正确：.*'id'/);
  });

  it('undoes every write of a call that is refused, and keeps those of one that is not', async () => {
    const handlers = [
      routeHandler(platform, [
        mainRoutes({
          saveBulletin: ({ platform: p, body }) => {
            p.db.bulletins.insert(bulletin(990001));
            if (body.title === '拒绝') refuse('标题不合适');
            return { id: 990001 };
          },
        }),
      ]),
    ];
    const refused = await call(platform, handlers, '/api/pc/1.0/hospitalbulletin/save', {
      method: 'POST',
      token,
      body: { title: '拒绝', content: '内容' },
    });
    expect(refused.json).toEqual({ success: false, code: '400', msg: '标题不合适', data: null });
    expect(platform.db.bulletins.has(990001)).toBe(false);
    const kept = await call(platform, handlers, '/api/pc/1.0/hospitalbulletin/save', {
      method: 'POST',
      token,
      body: { title: '通过', content: '内容' },
    });
    expect(kept.json).toMatchObject({ success: true, data: { id: 990001 } });
    expect(platform.db.bulletins.has(990001)).toBe(true);
  });

  it('answers a chat-gateway refusal at its status', async () => {
    const handlers = [routeHandler(platform, [chatRoutes({ getChat: () => refuse('会话不存在', 404) })])];
    const result = await call(platform, handlers, '/imclient-hospital/api/v1/chats/abc', { token });
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ success: false, code: '404', msg: '会话不存在', data: null });
  });

  it('refuses tables that name no operation, register one twice, or get the token requirement wrong', () => {
    expect(() => routeHandler(platform, [mainRoutes({ noSuchCall: () => true } as never)])).toThrow(/not an operation/);
    expect(() => routeHandler(platform, [mainRoutes({ logout: () => true }), mainRoutes({ logout: () => true })])).toThrow(/twice/);
    expect(() => routeHandler(platform, [mainRoutes({ loginByPassword: () => refuse('x') } as never)])).toThrow(/publicMainRoutes/);
    expect(() => routeHandler(platform, [publicMainRoutes({ logout: () => true } as never)])).toThrow(/needs a token/);
  });
});
