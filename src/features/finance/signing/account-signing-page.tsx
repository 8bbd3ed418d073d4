/**
 * `/finance/accountSigning`: where the hospital's settlement account with the payment provider
 * stands (paycontact getMerchantInfo): the steps fill in → review → sign → active, what to do next
 * (fill in, continue the draft, correct after a rejection, open the provider's e-contract link while
 * approved), and the signed merchant and its masked account. The form is /finance/accountSigning/info.
 */
import { Alert, Button, Card, Flex, Steps, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetPayContactMerchantInfo, useGetPayContactSignUrl } from '@generated/main/paycontact/paycontact';
import type { PayContactMerchant } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { signingTexts } from './signing-texts.ts';

/** The step each status stands at (0 fill in, 1 review, 2 sign, 3 active) and whether it failed there. */
const STEP: Record<PayContactMerchant['status'], { current: number; error?: boolean }> = {
  0: { current: 0 },
  1: { current: 0 },
  2: { current: 1 },
  3: { current: 1, error: true },
  4: { current: 2 },
  5: { current: 3 },
};

function SignLink() {
  const t = useT(signingTexts);
  const link = useGetPayContactSignUrl({ query: { select: (answer) => answer.data, refetchOnWindowFocus: false } });
  if (!link.data) return <Button loading={link.isPending}>{t('financeSigning.sign')}</Button>;
  return (
    <Flex gap={8} align="center" wrap>
      <Button type="primary" href={link.data.signUrl} target="_blank" rel="noopener noreferrer">
        {t('financeSigning.sign')}
      </Button>
      <Typography.Text type="secondary">
        {t('financeSigning.signExpires', { time: formatDateTimeMinute(link.data.expireTime) })}
      </Typography.Text>
    </Flex>
  );
}

function Hint({ merchant }: { merchant: PayContactMerchant }) {
  const t = useT(signingTexts);
  switch (merchant.status) {
    case 0:
      return <Alert type="info" showIcon title={t('financeSigning.notStarted')} />;
    case 1:
      return <Alert type="info" showIcon title={t('financeSigning.draftHint')} />;
    case 2:
      return <Alert type="info" showIcon title={t('financeSigning.reviewHint')} />;
    case 3:
      return <Alert type="error" showIcon title={t('financeSigning.rejectedHint', { reason: merchant.rejectReason ?? '' })} />;
    case 4:
      return <Alert type="warning" showIcon title={t('financeSigning.toSignHint')} />;
    default:
      return <Alert type="success" showIcon title={t('financeSigning.signedHint')} />;
  }
}

const FORM_ACTION: Record<PayContactMerchant['status'], 'fill' | 'continueFill' | 'correct' | 'view' | 'change'> = {
  0: 'fill',
  1: 'continueFill',
  2: 'view',
  3: 'correct',
  4: 'view',
  5: 'change',
};

function SigningState({ merchant, onRefresh }: { merchant: PayContactMerchant; onRefresh: () => unknown }) {
  const t = useT(signingTexts);
  const step = STEP[merchant.status];
  const action = FORM_ACTION[merchant.status];
  return (
    <Flex vertical gap={16}>
      <Steps
        current={step.current}
        status={step.error ? 'error' : merchant.status === 5 ? 'finish' : 'process'}
        items={[
          { title: t('financeSigning.stepFill') },
          { title: t('financeSigning.stepReview') },
          { title: t('financeSigning.stepSign') },
          { title: t('financeSigning.stepDone') },
        ]}
      />
      <Hint merchant={merchant} />
      <Flex gap={8} wrap>
        <Link to={linkTo('finance/accountSigning/info', {})}>
          <Button type={action === 'view' || merchant.status === 4 ? 'default' : 'primary'} tabIndex={-1}>
            {t(`financeSigning.${action}`)}
          </Button>
        </Link>
        {merchant.status === 4 && <SignLink />}
        {(merchant.status === 2 || merchant.status === 4) && (
          <Button onClick={() => void onRefresh()}>{t('financeSigning.refresh')}</Button>
        )}
      </Flex>
      {merchant.status !== 0 && (
        <Card size="small" title={t('financeSigning.state')}>
          <DetailDescriptions
            data={merchant}
            items={[
              { key: 'status', label: t('financeSigning.status'), render: (v) => <EnumTag kind="payContactSignStatus" value={v} /> },
              { key: 'merchantNo', label: t('financeSigning.merchantNo') },
              { key: 'merchantType', label: t('financeSigning.merchantType'), render: (v) => enumLabel('payContactMerchantType', v) },
              { key: 'companyName', label: t('financeSigning.companyName') },
              { key: 'accountType', label: t('financeSigning.accountType'), render: (v) => enumLabel('payContactAccountType', v) },
              { key: 'accountName', label: t('financeSigning.accountName') },
              { key: 'bankName', label: t('financeSigning.bankName') },
              { key: 'branchName', label: t('financeSigning.branchName') },
              { key: 'bankAccountNoMasked', label: t('financeSigning.bankAccountNo') },
              { key: 'settleCycle', label: t('financeSigning.settleCycle') },
              { key: 'submitTime', label: t('financeSigning.submitTime'), render: (v) => formatDateTimeMinute(v) },
              { key: 'signTime', label: t('financeSigning.signTime'), render: (v) => formatDateTimeMinute(v) },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}

export default function AccountSigningPage() {
  const merchant = useGetPayContactMerchantInfo({ query: { select: (answer) => answer.data } });
  return (
    <PageContainer maxWidth={960}>
      <QueryBoundary query={merchant} rows={6}>
        {(state) => <SigningState merchant={state} onRefresh={() => merchant.refetch()} />}
      </QueryBoundary>
    </PageContainer>
  );
}
