/**
 * `/hospital/account`: the hospital's accounts, managed by the main account only: find them by
 * text and status, create and edit them with the menus they may open, enable or disable, text a
 * sub-account its sign-in by SMS, set a password, delete after asking, bind or unbind WeChat with
 * the notices it receives (account-wechat.tsx) and show the mini-program code (account-applet-code.tsx).
 */
import { Alert, Button, Flex } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useDeleteSubAccount,
  useGetSubAccountList,
  useSendSubAccountSms,
  useSetSubAccountEnable,
} from '@generated/main/user-management/user-management';
import { type SubAccount, SubAccountStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { AppletCodeDialog } from './account-applet-code.tsx';
import { ACCOUNT_QUERIES, CreateAccountForm, EditAccountForm, PasswordForm } from './account-forms.tsx';
import { accountTexts } from './account-texts.ts';
import { WechatBindingDialog } from './account-wechat.tsx';

const FILTERS = { keyword: parseAsString, status: parseAsNumberLiteral(Object.values(SubAccountStatus)) };

type Opened = { kind: 'create' } | { kind: 'edit' | 'password' | 'wechat' | 'applet'; account: SubAccount } | null;

function RowActions({ account, open }: { account: SubAccount; open: (opened: Opened) => void }) {
  const t = useT(accountTexts);
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(ACCOUNT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const enable = useSetSubAccountEnable({
    mutation: {
      onSuccess: async (_, { data }) => {
        feedback.message.success(t(data.isEnable ? 'hospitalAccounts.enabledDone' : 'hospitalAccounts.disabledDone'));
        await refresh();
      },
    },
  });
  const sms = useSendSubAccountSms({ mutation: { onSuccess: () => void feedback.message.success(t('hospitalAccounts.smsSent')) } });
  const remove = useDeleteSubAccount({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('hospitalAccounts.deleted'));
        await refresh();
      },
    },
  });
  const name = account.account;
  return (
    <Flex gap={4} wrap>
      <Button type="link" onClick={() => open({ kind: 'edit', account })}>
        {t('hospitalAccounts.edit')}
      </Button>
      <Button type="link" onClick={() => open({ kind: 'password', account })}>
        {t('hospitalAccounts.setPassword')}
      </Button>
      <Button type="link" onClick={() => open({ kind: 'wechat', account })}>
        {t('hospitalAccounts.wechatBinding')}
      </Button>
      <Button type="link" onClick={() => open({ kind: 'applet', account })}>
        {t('hospitalAccounts.appletCode')}
      </Button>
      {account.isMainAccount ? null : (
        <>
          {account.status === SubAccountStatus.Disabled ? (
            <Button type="link" loading={enable.isPending} onClick={() => enable.mutate({ data: { id: account.id, isEnable: true } })}>
              {t('hospitalAccounts.enable')}
            </Button>
          ) : (
            <ConfirmAction
              title={t('hospitalAccounts.disableConfirm', { account: name })}
              onConfirm={() => enable.mutateAsync({ data: { id: account.id, isEnable: false } })}
            >
              {t('hospitalAccounts.disable')}
            </ConfirmAction>
          )}
          <ConfirmAction
            title={t('hospitalAccounts.smsConfirm', { account: name })}
            disabled={account.status === SubAccountStatus.Disabled}
            onConfirm={() => sms.mutateAsync({ data: { id: account.id } })}
          >
            {t('hospitalAccounts.sms')}
          </ConfirmAction>
          <ConfirmAction
            title={t('hospitalAccounts.deleteConfirm', { account: name })}
            danger
            onConfirm={() => remove.mutateAsync({ data: { id: account.id } })}
          >
            {t('common.delete')}
          </ConfirmAction>
        </>
      )}
    </Flex>
  );
}

function AccountList() {
  const t = useT(accountTexts);
  const list = useListState(FILTERS);
  const [opened, setOpened] = useState<Opened>(null);
  const query = useGetSubAccountList({
    ...list.paging,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(list.filters.status !== null ? { status: list.filters.status } : {}),
  });
  const columns: PagedTableColumn<SubAccount>[] = [
    {
      key: 'account',
      title: t('hospitalAccounts.account'),
      fixedVisible: true,
      render: (value: string, row) => (row.isMainAccount ? `${value}（${t('hospitalAccounts.mainAccount')}）` : value),
    },
    { key: 'realName', title: t('hospitalAccounts.realName') },
    { key: 'phone', title: t('hospitalAccounts.phone') },
    { key: 'position', title: t('hospitalAccounts.position') },
    {
      key: 'status',
      title: t('hospitalAccounts.status'),
      render: (value: SubAccount['status']) => <EnumTag kind="subAccountStatus" value={value} />,
    },
    {
      key: 'menuNames',
      title: t('hospitalAccounts.menus'),
      ellipsis: true,
      width: 220,
      render: (names: string[] | undefined) => (names ?? []).join('、'),
    },
    {
      key: 'isWechatBound',
      title: t('hospitalAccounts.wechat'),
      render: (bound: boolean) => t(bound ? 'hospitalAccounts.wechatBound' : 'hospitalAccounts.wechatUnbound'),
    },
    {
      key: 'expireDate',
      title: t('hospitalAccounts.expireDate'),
      render: (value: string | null) => value ?? t('hospitalAccounts.noExpiry'),
    },
    {
      key: 'lastLoginTime',
      title: t('hospitalAccounts.lastLogin'),
      render: (value: string | null) => (value ? formatDateTimeMinute(value) : t('common.emptyValue')),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, row) => <RowActions account={row} open={setOpened} />,
    },
  ];
  return (
    <>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('hospitalAccounts.search') },
          { kind: 'select', name: 'status', label: t('hospitalAccounts.status'), options: enumOptions('subAccountStatus') },
        ]}
      />
      <PagedTable
        id="hospital-accounts"
        label={t('hospitalAccounts.list')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        toolbar={
          <Button type="primary" onClick={() => setOpened({ kind: 'create' })}>
            {t('hospitalAccounts.create')}
          </Button>
        }
      />
      {opened?.kind === 'create' ? <CreateAccountForm onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'edit' ? <EditAccountForm account={opened.account} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'password' ? <PasswordForm account={opened.account} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'wechat' ? <WechatBindingDialog account={opened.account} onClose={() => setOpened(null)} /> : null}
      {opened?.kind === 'applet' ? <AppletCodeDialog account={opened.account} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

export default function AccountListPage() {
  const t = useT(accountTexts);
  const session = useSession();
  return (
    <PageContainer>
      {session?.userInfo.isMainAccount ? <AccountList /> : <Alert type="warning" showIcon title={t('hospitalAccounts.onlyMain')} />}
    </PageContainer>
  );
}
