/**
 * `/hospital/doctor`: the hospital's doctors — find them by name, title, review and online status;
 * open one, edit it, put it online or offline, delete it; add a doctor. A rejected doctor shows the
 * platform's reason in the list, so nobody has to open it to learn why.
 */
import { Avatar, Button, Flex, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { Link, useNavigate } from 'react-router-dom';
import { useGetDoctorList } from '@generated/main/doctor/doctor';
import { type Doctor, DoctorAuditStatus, DoctorOnlineStatus, DoctorTitle } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { DoctorStateActions } from './doctor-actions.tsx';
import { doctorTexts } from './doctor-texts.ts';

const FILTERS = {
  keyword: parseAsString,
  title: parseAsNumberLiteral(Object.values(DoctorTitle)),
  auditStatus: parseAsNumberLiteral(Object.values(DoctorAuditStatus)),
  onlineStatus: parseAsNumberLiteral(Object.values(DoctorOnlineStatus)),
};

export default function DoctorListPage() {
  const t = useT(doctorTexts);
  const navigate = useNavigate();
  const list = useListState(FILTERS);
  const { keyword, title, auditStatus, onlineStatus } = list.filters;
  const query = useGetDoctorList({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(title !== null ? { title } : {}),
    ...(auditStatus !== null ? { auditStatus } : {}),
    ...(onlineStatus !== null ? { onlineStatus } : {}),
  });

  const columns: PagedTableColumn<Doctor>[] = [
    {
      key: 'name',
      title: t('doctors.name'),
      fixedVisible: true,
      render: (name: string, doctor) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={doctor.avatar ? toImageUrl(doctor.avatar.url) : undefined} icon={<UserOutlined />} alt="" />
          <Link to={linkTo('hospital/doctorDetail', { id: String(doctor.id) })}>{name}</Link>
        </Flex>
      ),
    },
    { key: 'title', title: t('doctors.title'), render: (value: Doctor['title']) => <EnumTag kind="doctorTitle" value={value} /> },
    {
      key: 'projects',
      title: t('doctors.projects'),
      ellipsis: true,
      render: (projects: Doctor['projects']) => projects.map((p) => p.projectName).join('、'),
    },
    { key: 'practiceYears', title: t('doctors.practiceYears'), render: (count: number) => t('doctors.yearsValue', { count }) },
    {
      key: 'auditStatus',
      title: t('doctors.auditStatus'),
      render: (value: Doctor['auditStatus'], doctor) => (
        <Flex vertical gap={2}>
          <EnumTag kind="doctorAuditStatus" value={value} />
          {value === DoctorAuditStatus.Rejected && doctor.rejectReason ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('doctors.rejectReason', { reason: doctor.rejectReason })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'onlineStatus',
      title: t('doctors.onlineStatus'),
      render: (value: Doctor['onlineStatus']) => <EnumTag kind="doctorOnlineStatus" value={value} />,
    },
    { key: 'updateTime', title: t('doctors.updated'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, doctor) => (
        <Flex gap={4} wrap align="center">
          {doctor.auditStatus !== DoctorAuditStatus.Pending && (
            <Link to={linkTo('hospital/doctorEdit', { id: String(doctor.id) })}>{t('doctors.edit')}</Link>
          )}
          <DoctorStateActions doctor={doctor} />
        </Flex>
      ),
    },
  ];

  return (
    <PageContainer
      extra={
        <Button type="primary" onClick={() => void navigate(linkTo('hospital/doctorEdit'))}>
          {t('doctors.add')}
        </Button>
      }
    >
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('doctors.search') },
          { kind: 'select', name: 'title', label: t('doctors.title'), options: enumOptions('doctorTitle') },
          { kind: 'select', name: 'auditStatus', label: t('doctors.auditStatus'), options: enumOptions('doctorAuditStatus') },
          { kind: 'select', name: 'onlineStatus', label: t('doctors.onlineStatus'), options: enumOptions('doctorOnlineStatus') },
        ]}
      />
      <PagedTable id="doctors" label={t('doctors.list')} list={list} query={query} rowKey="id" columns={columns} />
    </PageContainer>
  );
}
