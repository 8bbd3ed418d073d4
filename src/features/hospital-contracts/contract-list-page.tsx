/**
 * `/hospital/contract`: the hospital's agreements with the platform, those waiting for a signature
 * first, filtered by type and status (kept in the address). `?id=&contractType=` opens one
 * agreement (notifications 13310201–13310204 land here with their `id_type` split, and 133102,
 * 200104, 200108): its text (sanitised), parties, the platform's verdict; sign it with an SMS
 * code, download it as a PDF.
 */
import { Alert, Button, Drawer, Flex, Tag, Typography } from 'antd';
import { parseAsNumberLiteral } from 'nuqs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadContract, useGetContractDetail, useGetContractList } from '@generated/main/contract/contract';
import { type Contract, type ContractDetail, ContractStatus, ContractType } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { ExportButton } from '@/shared/ui/export-button/export-button.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { SafeHtml } from '@/shared/ui/safe-html/safe-html.tsx';
import { ContractSignModal } from './contract-sign-form.tsx';
import { contractTexts } from './contract-texts.ts';

const TYPES = Object.values(ContractType);
const FILTERS = {
  contractType: parseAsNumberLiteral(TYPES),
  status: parseAsNumberLiteral(Object.values(ContractStatus)),
};
const SIGNABLE: readonly number[] = [ContractStatus.ToSign, ContractStatus.Rejected];

const period = (c: Contract) => (c.startDate || c.endDate ? `${c.startDate ?? '…'} – ${c.endDate ?? '…'}` : '');

function Download({ contract }: { contract: Contract }) {
  const t = useT(contractTexts);
  return (
    <ExportButton
      type="link"
      fileName={`${contract.title}-${contract.contractNo}.pdf`}
      download={(request) => downloadContract({ id: contract.id, contractType: contract.contractType }, request)}
    >
      {t('contracts.download')}
    </ExportButton>
  );
}

function Agreement({ contract, onSign }: { contract: ContractDetail; onSign: () => void }) {
  const t = useT(contractTexts);
  return (
    <Flex vertical gap={16}>
      {contract.status === ContractStatus.Rejected && contract.rejectReason ? (
        <Alert type="error" showIcon title={t('contracts.rejectReason', { reason: contract.rejectReason })} />
      ) : null}
      <DetailDescriptions
        data={contract}
        column={1}
        items={[
          { key: 'contractType', label: t('contracts.type'), render: (type) => enumLabel('contractType', type) },
          { key: 'contractNo', label: t('contracts.number') },
          { key: 'version', label: t('contracts.version') },
          { key: 'status', label: t('contracts.status'), render: (status) => <EnumTag kind="contractStatus" value={status} /> },
          { key: 'startDate', label: t('contracts.period'), render: () => period(contract) },
          { key: 'signDeadline', label: t('contracts.signDeadline') },
          { key: 'signTime', label: t('contracts.signTime'), render: (time) => (time ? formatDateTimeMinute(time) : '') },
          { key: 'commissionRate', label: t('contracts.commission'), render: (rate) => `${rate}%` },
          {
            key: 'partyA',
            label: t('contracts.partyA'),
            render: (party) => `${party.name}${party.creditCode ? `（${party.creditCode}）` : ''}`,
          },
          {
            key: 'partyB',
            label: t('contracts.partyB'),
            render: (party) => `${party.name}${party.creditCode ? `（${party.creditCode}）` : ''}`,
          },
        ]}
      />
      <SafeHtml html={contract.content} />
      <Flex gap={8}>
        {SIGNABLE.includes(contract.status) ? (
          <Button type="primary" onClick={onSign}>
            {t('contracts.sign')}
          </Button>
        ) : null}
        <Download contract={contract} />
      </Flex>
    </Flex>
  );
}

function AgreementDrawer({ id, contractType, onSign }: { id: number; contractType: ContractType; onSign: (c: Contract) => void }) {
  const t = useT(contractTexts);
  const [, setSearch] = useSearchParams();
  const query = useGetContractDetail({ id, contractType }, { query: { select: (r) => r.data } });
  const close = () =>
    setSearch((params) => {
      params.delete('id');
      return params;
    });
  return (
    <Drawer open onClose={close} size={640} title={query.data?.title ?? t('contracts.title')}>
      <QueryBoundary query={query}>{(contract) => <Agreement contract={contract} onSign={() => onSign(contract)} />}</QueryBoundary>
    </Drawer>
  );
}

export default function ContractListPage() {
  const t = useT(contractTexts);
  const list = useListState(FILTERS);
  const [{ id, contractType: typeText }] = useRouteQuery('hospital/contract');
  const [, setSearch] = useSearchParams();
  const [signing, setSigning] = useState<Contract | null>(null);
  const { contractType, status } = list.filters;
  const query = useGetContractList({
    ...list.paging,
    ...(contractType !== null ? { contractType } : {}),
    ...(status !== null ? { status } : {}),
  });
  const openId = Number(id);
  const openType = Number(typeText) as ContractType;
  const canOpen = id !== null && Number.isInteger(openId) && openId > 0 && TYPES.includes(openType);
  const open = (contract: Contract) =>
    setSearch((params) => {
      params.set('id', String(contract.id));
      params.set('contractType', String(contract.contractType));
      return params;
    });

  const columns: PagedTableColumn<Contract>[] = [
    {
      key: 'title',
      title: t('contracts.title'),
      fixedVisible: true,
      render: (title: string, contract) => <Typography.Link onClick={() => open(contract)}>{title}</Typography.Link>,
    },
    { key: 'contractNo', title: t('contracts.number') },
    {
      key: 'contractType',
      title: t('contracts.type'),
      render: (type: Contract['contractType']) => <EnumTag kind="contractType" value={type} />,
    },
    { key: 'period', title: t('contracts.period'), render: (_: unknown, contract) => period(contract) },
    {
      key: 'status',
      title: t('contracts.status'),
      render: (value: Contract['status'], contract) => (
        <Flex gap={4} wrap>
          <EnumTag kind="contractStatus" value={value} />
          {contract.isExpiringSoon ? <Tag color="warning">{t('contracts.expiringSoon')}</Tag> : null}
        </Flex>
      ),
    },
    { key: 'signDeadline', title: t('contracts.signDeadline') },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, contract) => (
        <Flex gap={4}>
          <Button type="link" onClick={() => open(contract)}>
            {t('contracts.view')}
          </Button>
          {SIGNABLE.includes(contract.status) ? (
            <Button type="link" onClick={() => setSigning(contract)}>
              {t('contracts.sign')}
            </Button>
          ) : null}
          <Download contract={contract} />
        </Flex>
      ),
    },
  ];

  return (
    <PageContainer>
      <FilterBar
        list={list}
        fields={[
          { kind: 'select', name: 'contractType', label: t('contracts.type'), options: enumOptions('contractType') },
          { kind: 'select', name: 'status', label: t('contracts.status'), options: enumOptions('contractStatus') },
        ]}
      />
      <PagedTable id="contracts" label={t('contracts.list')} list={list} query={query} rowKey="id" columns={columns} />
      {canOpen ? <AgreementDrawer key={`${openId}_${openType}`} id={openId} contractType={openType} onSign={setSigning} /> : null}
      {id !== null && !canOpen ? <Alert type="info" showIcon title={t('contracts.notFound')} /> : null}
      <ContractSignModal contract={signing} onClose={() => setSigning(null)} />
    </PageContainer>
  );
}
