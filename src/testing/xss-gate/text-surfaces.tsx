/**
 * The registry of text surfaces: every component that shows platform or other people's text
 * (names, previews, notices, file names, HTML bodies). The XSS gate (e2e/xss-gate.e2e.ts) renders
 * every payload of its corpus through each entry in Chromium and fails on any execution, any
 * surviving event handler or script URL, and any throw.
 *
 * A new component that shows such text joins the gate with one entry here: render the payloads
 * in the fields it shows (seed its queries with `ok(...)` under the generated query keys; no
 * network), and, when a person must act before the text shows, say how in `reveal`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  getGetAnnouncementPagedListQueryKey,
  getGetHelpCenterArticlePagedListQueryKey,
  getGetHelpCenterCategoryListQueryKey,
} from '@generated/main/help-center/help-center';
import {
  getGetClientEmergencyContactQueryKey,
  getGetClientRepeatLogListQueryKey,
  getGetCustomerCountQueryKey,
  getGetCustomerDetailQueryKey,
  getGetCustomerFilterOptionsQueryKey,
  getGetCustomerListQueryKey,
  getGetCustomerOrderPagedListQueryKey,
} from '@generated/main/customer/customer';
import { type CustomerDetail, FollowStatus, QuickSearchScope } from '@generated/main/model';
import { MsgType } from '@generated/chat/model';
import { getGetNotificationPagedListQueryKey, getGetNotificationUnreadCountQueryKey } from '@generated/main/notifications/notifications';
import { getQuickSearchQueryKey } from '@generated/main/quick-search/quick-search';
import { AlertPopups } from '@/app/realtime/alert-popups.tsx';
import { CustomerDetailBody } from '@/features/customers/customer-detail-drawer.tsx';
import { CourseIntroduction } from '@/features/learning/course-drawer.tsx';
import { MessageBubble } from '@/features/chat/message-bubble.tsx';
import { ME, chatMessage } from '@/testing/chat-fixtures.ts';
import CustomerListPage from '@/features/customers/customer-list-page.tsx';
import { HelpCenter } from '@/features/help-center/help-center.tsx';
import { NotificationCenter } from '@/features/notifications/notification-center.tsx';
import MsgBoxPage from '@/features/public-pages/msg-box-page.tsx';
import { QuickSearch } from '@/features/quick-search/quick-search.tsx';
import { createAlertService } from '@/lib/alerts/alert-service.ts';
import { UrlStateAdapter } from '@/lib/routing/url-state-adapter.tsx';
import { SafeHtml } from '@/shared/ui/safe-html/safe-html.tsx';

export interface TextSurface {
  name: string;
  /** How many payloads one mount shows (lists take many; a search result list shows a few). */
  batch: number;
  /**
   * 'text': each payload must show verbatim as text (the surface escapes, never interprets);
   * 'html': the surface renders HTML through <SafeHtml>, one block per payload, each in an
   *   element with `data-xss-index` (the payload's place in the batch).
   */
  shows: 'text' | 'html';
  render(payloads: readonly string[], queryClient: QueryClient): ReactNode;
  /** What a person does before the payloads show (open a list, type a search). */
  reveal?(root: HTMLElement): Promise<void>;
}

const TIME = '2026-11-20 09:30:00';

/** A customer whose texts are the given ones (name, remark, needs, my mark, contacts). */
function customerWith(
  id: number,
  texts: { name: string; remark?: string; demand?: string; mark?: string; tag?: string; contact?: string },
): CustomerDetail {
  return {
    id,
    customerNo: `KH20261120${String(id).padStart(5, '0')}`,
    name: texts.name,
    gender: 2,
    phone: '138****0001',
    contacts: [{ kind: 'wechat', contactVal: texts.contact ?? 'wx_1', isMain: 1, allowContract: 1 }],
    sourceChannel: 1,
    followStatus: FollowStatus.FollowUp,
    platformCounselorName: texts.name,
    latentDemand: texts.demand ?? '',
    remark: texts.remark ?? '',
    myMark: { tags: texts.tag ? [texts.tag] : [], remark: texts.mark ?? texts.name },
    firstDispatchTime: TIME,
    orderCount: 1,
    dealAmount: 0,
    isRepeatOrder: false,
  };
}

/** A successful envelope, the way the transport caches gateway answers. */
function ok<T>(data: T) {
  return { success: true as const, code: '0' as const, msg: '', data };
}

/** Page 1 of a list holding every row (the components render what the page holds). */
const FIRST_PAGE = { page: 1, limit: 10 } as const;
function firstPage<T>(list: T[]) {
  return { ...FIRST_PAGE, total: list.length, list };
}

/** Types into an input the way React sees a person typing. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const TEXT_SURFACES: readonly TextSurface[] = [
  {
    name: 'SafeHtml',
    batch: 50,
    shows: 'html',
    render: (payloads) =>
      payloads.map((html, index) => (
        <div key={index} data-xss-index={index}>
          <SafeHtml html={html} />
        </div>
      )),
  },
  {
    name: 'notification centre rows',
    batch: 60,
    shows: 'text',
    render(payloads, queryClient) {
      queryClient.setQueryData(getGetNotificationUnreadCountQueryKey(), ok({ unreadCount: payloads.length }));
      queryClient.setQueryData(
        getGetNotificationPagedListQueryKey({ page: 1, limit: 10 }),
        ok({
          page: 1,
          limit: 10,
          total: payloads.length,
          unreadCount: payloads.length,
          list: payloads.map((text, index) => ({
            id: index + 1,
            type: 200902,
            title: text,
            text,
            assid: text,
            isRead: index % 2 === 0,
            createTime: TIME,
          })),
        }),
      );
      return (
        <MemoryRouter>
          <NotificationCenter defaultOpen />
        </MemoryRouter>
      );
    },
  },
  {
    name: 'dispatch and notice popups',
    batch: 60,
    shows: 'text',
    render(payloads) {
      const service = createAlertService({ sounds: { play: async () => 'disabled' as const }, desktop: () => undefined });
      payloads.forEach((text, index) => {
        if (index % 2 === 0) service.dispatchAlert({ fingerPrint: `d${index}`, oldCustomer: false, followNumber: text, text });
        else service.noticeAlert({ fingerPrint: `n${index}`, type: 200902, text, assid: text });
      });
      return <AlertPopups service={service} />;
    },
  },
  {
    name: 'quick-search results',
    batch: 3,
    shows: 'text',
    render(payloads, queryClient) {
      queryClient.setQueryData(
        getQuickSearchQueryKey({ keyword: 'ab', scope: QuickSearchScope.All, limit: 5 }),
        ok({
          orderTotal: payloads.length,
          customerTotal: payloads.length,
          orders: payloads.map((text, index) => ({
            id: index + 1,
            number: text,
            followNumber: text,
            createTime: TIME,
            taskStatus: FollowStatus.FollowUp,
            taskStatusStr: text,
            orderList: [{ spuName: text }],
            customerName: text,
            phone: text,
          })),
          customers: payloads.map((text, index) => ({
            id: index + 1,
            customerNo: text,
            name: text,
            phone: text,
            followStatus: FollowStatus.FollowUp,
          })),
        }),
      );
      return (
        <MemoryRouter>
          <QuickSearch debounceMs={0} />
        </MemoryRouter>
      );
    },
    async reveal(root) {
      const input = root.querySelector('input');
      if (input) typeInto(input, 'ab');
    },
  },
  {
    name: 'message-box preview page',
    batch: 25,
    shows: 'text',
    render: (payloads) =>
      payloads.map((text, index) => (
        <MemoryRouter key={index} initialEntries={[`/msgBox?${new URLSearchParams({ title: text, text, avatar: text, chatId: text })}`]}>
          <MsgBoxPage />
        </MemoryRouter>
      )),
  },
  {
    name: 'help-centre article list',
    batch: 50,
    shows: 'text',
    render(payloads, queryClient) {
      queryClient.setQueryData(
        getGetHelpCenterCategoryListQueryKey(),
        ok(payloads.map((name, index) => ({ id: index + 1, name, articleCount: 1 }))),
      );
      queryClient.setQueryData(
        getGetHelpCenterArticlePagedListQueryKey(FIRST_PAGE),
        ok(
          firstPage(
            payloads.map((text, index) => ({
              id: index + 1,
              categoryId: index + 1,
              categoryName: text,
              title: text,
              summary: text,
              isTop: index === 0,
              viewCount: 1,
              updateTime: TIME,
            })),
          ),
        ),
      );
      return <HelpCenter defaultOpen />;
    },
  },
  {
    name: 'announcement list',
    batch: 50,
    shows: 'text',
    render(payloads, queryClient) {
      queryClient.setQueryData(
        getGetAnnouncementPagedListQueryKey(FIRST_PAGE),
        ok(
          firstPage(
            payloads.map((text, index) => ({
              id: index + 1,
              title: text,
              summary: text,
              isTop: index === 0,
              isRead: index % 2 === 0,
              publishTime: TIME,
            })),
          ),
        ),
      );
      return <HelpCenter defaultOpen defaultTab="announcements" />;
    },
  },
  {
    name: 'customer list rows',
    batch: 10,
    shows: 'text',
    render(payloads, queryClient) {
      const rows = payloads.map((text, index) => customerWith(index + 1, { name: text }));
      queryClient.setQueryData(getGetCustomerListQueryKey(FIRST_PAGE), ok(firstPage(rows)));
      queryClient.setQueryData(
        getGetCustomerCountQueryKey({}),
        ok({
          total: rows.length,
          followUpCount: rows.length,
          metCount: 0,
          dealCount: 0,
          duplicateCount: 0,
          noVisitCount: 0,
          depositPaidCount: 0,
          todayNewCount: 0,
        }),
      );
      queryClient.setQueryData(
        getGetCustomerFilterOptionsQueryKey(),
        ok({ cities: [], platformCounselors: [], myMarkTags: payloads.slice(0, 3) }),
      );
      return (
        <MemoryRouter initialEntries={['/customer']}>
          <UrlStateAdapter>
            <CustomerListPage />
          </UrlStateAdapter>
        </MemoryRouter>
      );
    },
  },
  {
    name: 'customer detail',
    batch: 6,
    shows: 'text',
    render(payloads, queryClient) {
      const [name = '', remark = '', demand = '', mark = '', tag = '', contact = ''] = payloads;
      const customer = customerWith(1, { name, remark, demand, mark, tag, contact });
      queryClient.setQueryData(getGetCustomerDetailQueryKey({ id: 1 }), ok(customer));
      queryClient.setQueryData(
        getGetClientEmergencyContactQueryKey({ customerId: 1 }),
        ok({ name: remark, relation: demand, phone: '139****2231' }),
      );
      queryClient.setQueryData(getGetClientRepeatLogListQueryKey({ customerId: 1, page: 1, limit: 1 }), ok(firstPage([])));
      queryClient.setQueryData(
        getGetCustomerOrderPagedListQueryKey({ customerId: 1, page: 1, limit: 10 }),
        ok(
          firstPage([
            {
              id: 660001,
              number: 'PD2026112000001',
              createTime: TIME,
              taskStatus: FollowStatus.FollowUp,
              taskStatusStr: '跟进中',
              orderList: [{ spuName: contact }],
              dealAmount: 0,
            },
          ]),
        ),
      );
      return (
        <MemoryRouter initialEntries={['/customer?id=1']}>
          <CustomerDetailBody customerId={1} />
        </MemoryRouter>
      );
    },
  },
  {
    // Course introductions are platform HTML (/learn/list's course drawer).
    name: 'course introduction (learning)',
    batch: 50,
    shows: 'html',
    render: (payloads) =>
      payloads.map((html, index) => (
        <div key={index} data-xss-index={index}>
          <CourseIntroduction html={html} />
        </div>
      )),
  },
  {
    // A file message's name (and, for half of them, its URL) is whatever the sender's client wrote.
    name: 'chat file messages (file names)',
    batch: 50,
    shows: 'text',
    render: (payloads) =>
      payloads.map((text, index) => (
        <MessageBubble
          key={index}
          myImId={ME}
          now={Date.parse('2026-11-22T10:01:00')}
          message={chatMessage({
            fromUserId: index % 3 === 0 ? ME : 'u_customer',
            toUserId: index % 3 === 0 ? 'u_customer' : ME,
            msgType: MsgType.File,
            content: JSON.stringify({ url: index % 2 === 0 ? 'https://img.yimei.example/chat/a.pdf' : text, fileName: text, size: 10240 }),
            fingerPrint: `file-${index}`,
          })}
        />
      )),
  },
];
