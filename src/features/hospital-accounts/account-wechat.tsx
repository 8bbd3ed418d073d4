/**
 * The WeChat binding of an account (from its row on /hospital/account): bound, it shows the
 * WeChat's nickname and bind time, the notices it receives (saved on demand) and *Unbind* (asks);
 * unbound, it shows the binding QR code and polls the binding every 2.5 s while the dialog is open,
 * so the dialog turns to "bound" by itself once the staff member has scanned. Closing the dialog
 * unmounts it, which ends the polling.
 */
import { Alert, Button, Checkbox, Descriptions, Flex, Form, Image, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSubAccountWechatBindInfoQueryKey,
  useGetSubAccountWechatBindInfo,
  useGetSubAccountWechatBindQrCode,
  useSaveSubAccountWechatNotice,
  useUnbindSubAccountWechat,
} from '@generated/main/user-management/user-management';
import { type SubAccount, type SubAccountWechatBind, SubAccountWechatNoticeType } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ACCOUNT_QUERIES } from './account-forms.tsx';
import { accountTexts } from './account-texts.ts';

/** How often the binding is asked for while its QR code is on screen. */
export const BIND_POLL_MS = 2_500;

const NOTICE_LABELS = {
  [SubAccountWechatNoticeType.NewOrder]: 'hospitalAccounts.noticeNewOrder',
  [SubAccountWechatNoticeType.OrderFollow]: 'hospitalAccounts.noticeOrderFollow',
  [SubAccountWechatNoticeType.StrictSelectOrder]: 'hospitalAccounts.noticeStrictSelectOrder',
  [SubAccountWechatNoticeType.Finance]: 'hospitalAccounts.noticeFinance',
  [SubAccountWechatNoticeType.Expiry]: 'hospitalAccounts.noticeExpiry',
} as const;

function BindQrCode({ account }: { account: SubAccount }) {
  const t = useT(accountTexts);
  // Never cached: each opening asks the platform for a fresh code (the previous one may have expired).
  const qr = useGetSubAccountWechatBindQrCode({ id: account.id }, { query: { select: (answer) => answer.data, gcTime: 0, staleTime: 0 } });
  // A refusal (a disabled account) is the answer, not a failure to retry: say it where the code would be.
  if (isApiError(qr.error) && qr.error.kind === 'business') return <Alert type="warning" showIcon title={qr.error.message} />;
  return (
    <QueryBoundary query={qr} rows={4}>
      {(code) => (
        <Flex vertical align="center" gap={8}>
          <Typography.Paragraph>{t('hospitalAccounts.wechatScanHint', { name: account.realName })}</Typography.Paragraph>
          <Image
            src={code.imageUrl}
            alt={t('hospitalAccounts.wechatQrAlt', { account: account.account })}
            width={220}
            height={220}
            preview={false}
          />
          <Flex align="center" gap={8} role="status">
            <Spin size="small" />
            <Typography.Text type="secondary">{t('hospitalAccounts.wechatWaiting')}</Typography.Text>
          </Flex>
          {code.expireTime ? (
            <Typography.Text type="secondary">
              {t('hospitalAccounts.wechatQrValidUntil', { time: formatDateTimeMinute(code.expireTime) })}
            </Typography.Text>
          ) : null}
          <Button onClick={() => void qr.refetch()} loading={qr.isFetching}>
            {t('hospitalAccounts.wechatQrRefresh')}
          </Button>
        </Flex>
      )}
    </QueryBoundary>
  );
}

function NoticeSettings({ binding }: { binding: SubAccountWechatBind }) {
  const t = useT(accountTexts);
  const [form] = Form.useForm<{ noticeTypes: SubAccountWechatNoticeType[] }>();
  const chosen = Form.useWatch('noticeTypes', form);
  const save = useSaveSubAccountWechatNotice({
    mutation: { onSuccess: () => void feedback.message.success(t('hospitalAccounts.wechatNoticesSaved')) },
  });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ noticeTypes: binding.noticeTypes }}
      onFinish={(values) => save.mutateAsync({ data: { id: binding.id, noticeTypes: values.noticeTypes } }).catch(() => undefined)}
    >
      <Form.Item name="noticeTypes" label={t('hospitalAccounts.wechatNotices')}>
        <Checkbox.Group
          role="group"
          aria-label={t('hospitalAccounts.wechatNotices')}
          options={Object.values(SubAccountWechatNoticeType).map((type) => ({ value: type, label: t(NOTICE_LABELS[type]) }))}
        />
      </Form.Item>
      {chosen?.length === 0 ? <Typography.Paragraph type="warning">{t('hospitalAccounts.wechatNoticesNone')}</Typography.Paragraph> : null}
      <Button htmlType="submit" type="primary" loading={save.isPending}>
        {t('hospitalAccounts.wechatNoticesSave')}
      </Button>
    </Form>
  );
}

function BoundWechat({
  account,
  binding,
  refresh,
}: {
  account: SubAccount;
  binding: SubAccountWechatBind;
  refresh: () => Promise<unknown>;
}) {
  const t = useT(accountTexts);
  const unbind = useUnbindSubAccountWechat({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('hospitalAccounts.wechatUnbindDone'));
        await refresh();
      },
    },
  });
  const nickName = binding.nickName ?? '';
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'nickName', label: t('hospitalAccounts.wechatNickName'), children: nickName },
          {
            key: 'bindTime',
            label: t('hospitalAccounts.wechatBindTime'),
            children: binding.bindTime ? formatDateTimeMinute(binding.bindTime) : t('common.emptyValue'),
          },
        ]}
      />
      <div>
        <ConfirmAction
          type="default"
          danger
          title={t('hospitalAccounts.wechatUnbindConfirm', { nickName, account: account.account })}
          onConfirm={() => unbind.mutateAsync({ data: { id: account.id } })}
        >
          {t('hospitalAccounts.wechatUnbind')}
        </ConfirmAction>
      </div>
      <NoticeSettings key={binding.bindTime ?? ''} binding={binding} />
    </Flex>
  );
}

export function WechatBindingDialog({ account, onClose }: { account: SubAccount; onClose: () => void }) {
  const t = useT(accountTexts);
  const queryClient = useQueryClient();
  const binding = useGetSubAccountWechatBindInfo(
    { id: account.id },
    {
      query: {
        select: (answer) => answer.data,
        // Poll only while the QR code waits for its scan; a bound account needs no polling.
        refetchInterval: (query) => (query.state.data?.data.isBound === false ? BIND_POLL_MS : false),
      },
      // A background poll must not toast every 2.5 s; a failed first read shows in the dialog.
      request: { silent: true },
    },
  );
  const refresh = () =>
    Promise.all(
      [getGetSubAccountWechatBindInfoQueryKey({ id: account.id }), ...ACCOUNT_QUERIES].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  // Announce the scan once, when a waiting code turns into a binding.
  const wasBound = useRef<boolean | undefined>(undefined);
  const bound = binding.data?.isBound;
  useEffect(() => {
    if (wasBound.current === false && bound === true) {
      feedback.message.success(t('hospitalAccounts.wechatBoundDone', { nickName: binding.data?.nickName ?? '' }));
      void Promise.all(ACCOUNT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
    wasBound.current = bound;
  }, [bound, binding.data?.nickName, queryClient, t]);
  return (
    <Modal
      open
      title={t('hospitalAccounts.wechatTitle', { account: account.account })}
      onCancel={onClose}
      footer={null}
      width={480}
      destroyOnHidden
    >
      <QueryBoundary query={binding}>
        {(found) =>
          found.isBound ? <BoundWechat account={account} binding={found} refresh={refresh} /> : <BindQrCode account={account} />
        }
      </QueryBoundary>
    </Modal>
  );
}
