import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getGetClientEmergencyContactMockHandler,
  getGetClientRepeatLogListMockHandler,
  getGetCustomerCountMockHandler,
  getGetCustomerDetailMockHandler,
  getGetCustomerFilterOptionsMockHandler,
  getGetCustomerListMockHandler,
  getGetCustomerOrderPagedListMockHandler,
  getGetToCheckedTelMockHandler,
  getSetCustomerMyMarkMockHandler,
  getSetCustomerNotRepeatOrderMockHandler,
  getSetCustomerRepeatOrderMockHandler,
  getUpdateClientUserMockHandler,
} from '@generated/main/customer/customer.msw';
import type { Customer, CustomerDetail, CustomerRepeatLog } from '@generated/main/model';
import { paginate } from '@/lib/paging/paging.ts';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { loginResult, menu } from '@/testing/login-result.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import CustomerListPage from './customer-list-page.tsx';

installGatewayServer();
// The page, its drawer and antd's overlays take a while on a busy 2-core machine.
configure({ asyncUtilTimeout: 8_000 });

const detailOf = (id: number, overrides: Partial<CustomerDetail> = {}): CustomerDetail => ({
  id,
  customerNo: `KH2026112000${id}`,
  imId: null,
  name: `客户${id}`,
  gender: 2,
  age: 28,
  birthday: '1998-05-12',
  phone: `138****00${String(id).padStart(2, '0')}`,
  isPhoneViewable: false,
  contacts: [
    { kind: 'phone', contactVal: `138****00${String(id).padStart(2, '0')}`, isMain: 1, allowContract: 1, isForeignPhone: false },
    { kind: 'wechat', contactVal: `wx_${id}`, isMain: 0, allowContract: 0 },
  ],
  provinceId: 310000,
  provinceName: '上海市',
  cityId: 310100,
  cityName: '上海',
  districtName: '静安区',
  occupation: '白领',
  sourceChannel: 1,
  sourceChannelStr: '平台派单',
  intendedProjects: [{ projectId: 1203, projectName: '玻尿酸填充' }],
  latentDemand: '想了解热玛吉',
  budget: '1万-2万',
  platformCounselorId: 9001,
  platformCounselorName: '平台咨询师小美',
  followStatus: 1,
  followStatusStr: '跟进中',
  myMark: null,
  tags: ['新客'],
  firstDispatchTime: `2026-11-${String(10 + (id % 10)).padStart(2, '0')} 10:00:00`,
  lastFollowTime: null,
  lastVisitTime: null,
  orderCount: 1,
  dealCount: 0,
  dealAmount: 0,
  isRepeatOrder: false,
  emergencyContact: { name: '陈先生', relation: '配偶', phone: '139****2231' },
  remark: '怕疼',
  ...overrides,
});

let customers: CustomerDetail[] = [];
let logs: CustomerRepeatLog[] = [];
let listRequests: URLSearchParams[] = [];
let countRequests: URLSearchParams[] = [];
let posted: { op: string; body: unknown }[] = [];

const rowOf = (c: CustomerDetail): Customer => c;

beforeEach(() => {
  customers = Array.from({ length: 25 }, (_, i) => detailOf(i + 1));
  logs = [];
  listRequests = [];
  countRequests = [];
  posted = [];
  startSession(loginResult());
  const byId = (url: string, key = 'id') => customers.find((c) => c.id === Number(new URL(url).searchParams.get(key)));
  const record =
    (op: string) =>
    async ({ request }: { request: Request }) => {
      posted.push({ op, body: await request.json() });
      return success(true);
    };
  server.use(
    getGetCustomerListMockHandler(({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const status = params.get('followStatus');
      const rows = customers.filter((c) => status === null || c.followStatus === Number(status)).map(rowOf);
      const page = paginate(rows, Number(params.get('page') ?? 1), Number(params.get('limit') ?? 10));
      return success({ total: page.total, page: page.page, limit: page.limit, list: page.rows });
    }),
    getGetCustomerCountMockHandler(({ request }) => {
      countRequests.push(new URL(request.url).searchParams);
      const by = (s: number) => customers.filter((c) => c.followStatus === s).length;
      return success({
        total: customers.length,
        followUpCount: by(1),
        metCount: by(2),
        dealCount: by(4),
        duplicateCount: by(5),
        noVisitCount: by(6),
        depositPaidCount: by(7),
        todayNewCount: 2,
      });
    }),
    getGetCustomerFilterOptionsMockHandler(
      success({
        cities: [{ cityId: 310100, cityName: '上海' }],
        platformCounselors: [{ id: 9001, name: '平台咨询师小美' }],
        myMarkTags: ['高意向'],
      }),
    ),
    getGetCustomerDetailMockHandler(({ request }) => success(byId(request.url) as CustomerDetail)),
    getGetClientEmergencyContactMockHandler(({ request }) => success(byId(request.url, 'customerId')?.emergencyContact ?? null)),
    getGetClientRepeatLogListMockHandler(({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('customerId'));
      const list = logs.filter((l) => l.customerId === id);
      return success({ total: list.length, page: 1, limit: 10, list });
    }),
    getGetToCheckedTelMockHandler(({ request }) => {
      const c = byId(request.url, 'customerId');
      return success(
        c && c.id === 1
          ? [
              {
                customerId: 1,
                customerName: c.name,
                orderId: 660001,
                orderNumber: 'PD202611200001',
                tel: c.phone,
                isForeignPhone: false,
                dispatchTime: '2026-11-20 10:00:00',
                checkDeadline: '2026-11-23 10:00:00',
              },
            ]
          : [],
      );
    }),
    getGetCustomerOrderPagedListMockHandler(({ request }) => {
      const c = byId(request.url, 'customerId');
      return success({
        total: 1,
        page: 1,
        limit: 10,
        list: [
          {
            id: 660000 + (c?.id ?? 0),
            number: `PD20261120000${c?.id ?? 0}`,
            createTime: '2026-11-20 10:00:00',
            taskStatus: 1,
            taskStatusStr: '跟进中',
            orderList: [{ spuId: 70021, spuName: '瑞蓝玻尿酸1ml', price: 3980 }],
            platformCounselorName: '平台咨询师小美',
            dealAmount: 0,
            lastDealType: null,
            isRepeatOrder: false,
            lastFollowTime: null,
          },
        ],
      });
    }),
    getUpdateClientUserMockHandler(async ({ request }) => {
      const body = (await request.json()) as { id: number; name: string };
      posted.push({ op: 'update', body });
      customers = customers.map((c) => (c.id === body.id ? { ...c, name: body.name } : c));
      return success({ id: body.id });
    }),
    getSetCustomerMyMarkMockHandler(async ({ request }) => {
      const body = (await request.json()) as { customerId: number; tags: string[]; remark: string };
      posted.push({ op: 'mark', body });
      customers = customers.map((c) =>
        c.id === body.customerId ? { ...c, myMark: { tags: body.tags, remark: body.remark, updateTime: '2026-11-22 10:00:00' } } : c,
      );
      return success(true);
    }),
    getSetCustomerRepeatOrderMockHandler(async (info) => {
      const result = await record('repeat')(info);
      const { customerId } = posted[posted.length - 1]?.body as { customerId: number };
      customers = customers.map((c) => (c.id === customerId ? { ...c, isRepeatOrder: true, followStatus: 5 } : c));
      return result;
    }),
    getSetCustomerNotRepeatOrderMockHandler(record('notRepeat')),
  );
  return () => clearSession();
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** The browser's back button. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      history back
    </button>
  );
}

function renderPage(path = '/customer') {
  return renderAtRoute(
    <>
      <Address />
      <Back />
      <CustomerListPage />
    </>,
    path,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent ?? screen.getByLabelText('address').textContent;
// antd names its overlays through ids that are all 'test-id' under test, so an overlay is found by its title's text.
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title, .ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
const drawer = () => dialogTitled('Customer detail');

// Typing into antd's forms is slow on a busy 2-core machine: the flows get more than the default 20 s.
describe('customer list (/customer)', { timeout: 90_000 }, () => {
  it('shows the status tabs with their counts and the rows', async () => {
    customers[0] = detailOf(1, { followStatus: 4, dealAmount: 6800, myMark: { tags: ['高意向'], remark: '周末到院' } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All 25' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'deal 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'follow-up 24' })).toBeInTheDocument();
    expect(screen.getByText('2 new today')).toBeInTheDocument();
    expect(await screen.findByText('KH202611200010')).toBeInTheDocument();
    expect(screen.getByText('25 items in total')).toBeInTheDocument();
  });

  it('sends the filters, sort and page from the address, and the counts without the status', async () => {
    renderPage(
      '/customer?status=1&source=1&city=310100&dispatched=2026-11-01~2026-11-20&repeat=no&mark=yes&tag=高意向&sort=dealAmount.desc&page=2',
    );
    await screen.findByText('25 items in total').catch(() => undefined);
    await waitFor(() => expect(listRequests.length).toBeGreaterThan(0));
    const sent = Object.fromEntries(listRequests[listRequests.length - 1] as URLSearchParams);
    expect(sent).toEqual({
      followStatus: '1',
      sourceChannel: '1',
      cityId: '310100',
      dispatchStartDate: '2026-11-01',
      dispatchEndDate: '2026-11-20',
      isRepeatOrder: 'false',
      hasMyMark: 'true',
      myMarkTag: '高意向',
      sortField: 'dealAmount',
      sortOrder: 'desc',
      page: '2',
      limit: '10',
    });
    await waitFor(() => expect(countRequests.length).toBeGreaterThan(0));
    const counted = Object.fromEntries(countRequests[countRequests.length - 1] as URLSearchParams);
    expect(counted).not.toHaveProperty('followStatus');
    expect(counted).toMatchObject({ sourceChannel: '1', hasMyMark: 'true', myMarkTag: '高意向' });
  });

  it('changes the status by tab into the address, back to page 1', async () => {
    customers[3] = detailOf(4, { followStatus: 4 });
    renderPage('/customer?source=1&page=2');
    await userEvent.click(await screen.findByRole('tab', { name: 'deal 1' }));
    await waitFor(() => expect(address()).toBe('/customer?source=1&status=4'));
    expect(await screen.findByText('KH20261120004')).toBeInTheDocument();
    expect(screen.getByText('1 item in total')).toBeInTheDocument();
  });

  it('opens a row’s detail into the address, and the back button closes it', async () => {
    renderPage('/customer?status=1');
    await userEvent.click(await screen.findByText('KH20261120003'));
    await waitFor(() => expect(address()).toBe('/customer?status=1&id=3'));
    const open = await drawer();
    expect(await within(open).findByRole('heading', { name: '客户3' })).toBeInTheDocument();
    expect(within(open).getByText('wx_3')).toBeInTheDocument();
    expect(within(open).getByText('Do not contact')).toBeInTheDocument();
    expect(await within(open).findByText('陈先生')).toBeInTheDocument();
    expect(within(open).getByText('No mark yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(address()).toBe('/customer?status=1'));
    await waitFor(() => expect(screen.queryByText('Customer detail', { selector: '.ant-drawer-title' })).toBeNull());
  });

  it('opens the detail from ?id= with the customer’s orders linking to their order detail', async () => {
    renderPage('/customer?id=1');
    const open = await drawer();
    const link = await within(open).findByRole('link', { name: 'PD202611200001' });
    expect(link).toHaveAttribute('href', '/order/alllist?id=660001&open=true');
    await userEvent.click(within(open).getByRole('tab', { name: 'Numbers to check' }));
    expect(await within(open).findByText('2026-11-23 10:00')).toBeInTheDocument();
  });

  it('shows the orders without a link for an account that cannot open orders', async () => {
    clearSession();
    startSession(loginResult({ rootMenus: [menu('dashbord'), menu('customer')], isRestricted: true }));
    renderPage('/customer?id=2');
    const open = await drawer();
    expect(await within(open).findByText('PD202611200002')).toBeInTheDocument();
    expect(within(open).queryByRole('link', { name: 'PD202611200002' })).toBeNull();
  });

  it('profile form: refuses an empty name and an invalid emergency phone, then saves', async () => {
    renderPage('/customer?id=5');
    const open = await drawer();
    await userEvent.click(await within(open).findByRole('button', { name: 'Edit profile' }));
    const form = await dialogTitled('Edit the profile of 客户5');
    const name = within(form).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(within(form).getByLabelText('Contact phone'), '12345678901');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the customer’s name')).toBeInTheDocument();
    expect(await within(form).findByText('Enter the contact’s name and phone number, or leave all three empty')).toBeInTheDocument();
    expect(posted.filter((p) => p.op === 'update')).toEqual([]);

    await userEvent.type(name, '周雨桐');
    await userEvent.type(within(form).getByLabelText('Contact name'), '周先生');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(posted.filter((p) => p.op === 'update')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Contact phone'));
    await userEvent.type(within(form).getByLabelText('Contact phone'), '139 1234 2231');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted.filter((p) => p.op === 'update')).toHaveLength(1));
    expect(posted.find((p) => p.op === 'update')?.body).toMatchObject({
      id: 5,
      name: '周雨桐',
      emergencyContact: { name: '周先生', relation: '', phone: '13912342231' },
    });
    expect(await within(open).findByRole('heading', { name: '周雨桐' })).toBeInTheDocument();
  });

  it('mark form: refuses a tag over 20 characters, then saves tags and remark shown in the detail', async () => {
    renderPage('/customer?id=6');
    const open = await drawer();
    await userEvent.click(await within(open).findByRole('button', { name: 'Edit my mark' }));
    const form = await dialogTitled('My mark on 客户6');
    const tags = within(form).getByRole('combobox', { name: 'Tags' });
    await userEvent.type(tags, `${'长'.repeat(21)}{enter}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A tag has at most 20 characters')).toBeInTheDocument();
    expect(posted.filter((p) => p.op === 'mark')).toEqual([]);

    // The person takes the refused tag off by its × (antd hides the × from assistive technology,
    // whose users take a tag off with Backspace), then adds a good one.
    const refused = within(form).getByTitle('长'.repeat(21)).closest('.ant-select-selection-item') as HTMLElement;
    await userEvent.click(within(refused).getByRole('img', { name: 'close', hidden: true }));
    await userEvent.type(tags, '高意向{enter}');
    await userEvent.type(within(form).getByLabelText('Remark'), '周末到院');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted.filter((p) => p.op === 'mark')).toHaveLength(1));
    expect(posted.find((p) => p.op === 'mark')?.body).toEqual({ customerId: 6, tags: ['高意向'], remark: '周末到院' });
    expect(await within(open).findByText('周末到院')).toBeInTheDocument();
  });

  it('asks before marking a repeat order, then disables it', async () => {
    renderPage('/customer?id=7');
    const open = await drawer();
    await userEvent.click(await within(open).findByRole('button', { name: 'Mark as repeat order' }));
    expect(posted).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posted).toEqual([{ op: 'repeat', body: { customerId: 7 } }]));
    await waitFor(() => expect(within(open).getByRole('button', { name: 'Mark as repeat order' })).toBeDisabled());
    expect(within(open).getByRole('button', { name: 'Mark as not repeat order' })).toBeEnabled();
  });

  it('disables “not repeat” when the latest judgement already says so', async () => {
    logs = [
      {
        id: 1,
        customerId: 8,
        orderNumber: 'PD1',
        action: 2,
        actionStr: '标记为非重单',
        reason: '',
        operatorName: '王雅琴',
        createTime: '2026-11-21 10:00:00',
      },
    ];
    renderPage('/customer?id=8');
    const open = await drawer();
    await waitFor(() => expect(within(open).getByRole('button', { name: 'Mark as not repeat order' })).toBeDisabled());
    expect(within(open).getByRole('button', { name: 'Mark as repeat order' })).toBeEnabled();
  });
});
