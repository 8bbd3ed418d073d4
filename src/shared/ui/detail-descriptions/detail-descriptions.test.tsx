import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { EnumTag } from '../enum-tag/enum-tag.tsx';
import { DetailDescriptions } from './detail-descriptions.tsx';

interface Order {
  followNumber: string;
  customer: string;
  followStatus: number | null;
  amount: number;
  isVip: boolean;
  remark: string;
  tags: string[];
  doctor?: string;
}

const ORDER: Order = {
  followNumber: 'F20260108001',
  customer: '王丽',
  followStatus: null,
  amount: 0,
  isVip: false,
  remark: '  \n ',
  tags: [],
  doctor: undefined,
};

/** The value cell beside a label (antd's bordered Descriptions: th label, td value). */
const cell = (label: string) => screen.getByText(label).closest('th')?.nextElementSibling;

afterEach(() => setLocale('en-US'));

describe('DetailDescriptions', () => {
  it('shows each field under its label, with a dash for null, undefined, blank text and an empty list', () => {
    renderWithProviders(
      <DetailDescriptions
        title="Order F20260108001"
        data={ORDER}
        items={[
          { key: 'followNumber', label: 'Follow number' },
          { key: 'customer', label: 'Customer' },
          { key: 'remark', label: 'Remark' },
          { key: 'tags', label: 'Tags' },
          { key: 'doctor', label: 'Doctor' },
        ]}
      />,
    );
    expect(screen.getByText('Order F20260108001')).toBeVisible();
    expect(cell('Follow number')).toHaveTextContent(/^F20260108001$/);
    expect(cell('Customer')).toHaveTextContent(/^王丽$/);
    for (const label of ['Remark', 'Tags', 'Doctor']) expect(cell(label), label).toHaveTextContent(/^—$/);
  });

  it('shows 0 and false as values, not as missing', () => {
    renderWithProviders(
      <DetailDescriptions
        data={ORDER}
        items={[
          { key: 'amount', label: 'Amount' },
          { key: 'isVip', label: 'VIP' },
        ]}
      />,
    );
    expect(cell('Amount')).toHaveTextContent(/^0$/);
    expect(cell('VIP')).toHaveTextContent(/^false$/);
  });

  it('renders a value through its render function with the record, and an empty one as the dash without calling it', () => {
    const renderStatus = vi.fn((value: number | null) => <EnumTag kind="followStatus" value={value} />);
    const renderAmount = vi.fn((value: number, record: Order) => `${record.followNumber}: ${value}`);
    renderWithProviders(
      <DetailDescriptions
        data={ORDER}
        items={[
          { key: 'followStatus', label: 'Status', render: renderStatus },
          { key: 'amount', label: 'Amount', render: renderAmount },
        ]}
      />,
    );
    // A missing status is missing, not an 'unknown status' tag.
    expect(cell('Status')).toHaveTextContent(/^—$/);
    expect(renderStatus).not.toHaveBeenCalled();
    expect(cell('Amount')).toHaveTextContent(/^F20260108001: 0$/);
    expect(renderAmount).toHaveBeenCalledWith(0, ORDER);

    renderWithProviders(
      <DetailDescriptions
        data={{ ...ORDER, followStatus: 4 }}
        items={[{ key: 'followStatus', label: 'Deal status', render: renderStatus }]}
      />,
    );
    expect(cell('Deal status')).toHaveTextContent(/^deal$/);
  });

  it('lays the fields out in the given columns, a field spanning more than one', () => {
    const { container } = renderWithProviders(
      <DetailDescriptions
        column={3}
        data={ORDER}
        items={[
          { key: 'followNumber', label: 'Follow number' },
          { key: 'customer', label: 'Customer', span: 2 },
          { key: 'remark', label: 'Remark', span: 3 },
        ]}
      />,
    );
    const rows = container.querySelectorAll('tr');
    expect(rows).toHaveLength(2);
    expect(cell('Customer')).toHaveAttribute('colspan', '3');
    expect(cell('Remark')).toHaveAttribute('colspan', '5');
  });

  it('shows the dash in Chinese too', () => {
    setLocale('zh-CN');
    renderWithProviders(<DetailDescriptions data={ORDER} items={[{ key: 'remark', label: '备注' }]} />);
    expect(cell('备注')).toHaveTextContent(/^—$/);
  });
});
