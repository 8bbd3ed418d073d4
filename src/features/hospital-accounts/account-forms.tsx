/**
 * The account forms of /hospital/account: create or edit an account with the menus it may open
 * (FormDrawer) and set a password (FormModal), the password rule stated on screen with a strength
 * hint. Both check on screen what the platform refuses.
 */
import { Form, Input, Progress, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { Key } from 'react';
import {
  getGetSubAccountInfoQueryKey,
  getGetSubAccountListQueryKey,
  useGetSubAccountAssignableMenus,
  useGetSubAccountInfo,
  useSaveSubAccount,
  useSetSubAccountPassword,
} from '@generated/main/user-management/user-management';
import type { MenuItem, SubAccount, SubAccountDetail, SubAccountSaveRequest } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { LoadingBlock, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { accountTexts } from './account-texts.ts';
import { passwordFollowsRule, passwordStrength } from './password-rule.ts';

export const ACCOUNT_QUERIES = [getGetSubAccountListQueryKey().slice(0, 2), getGetSubAccountInfoQueryKey().slice(0, 1)];

const ACCOUNT_NAME = /^[A-Za-z0-9_-]{4,30}$/;
const MOBILE = /^1\d{10}$/;

const toTree = (items: readonly MenuItem[]): DataNode[] =>
  items.map((item) => ({ key: item.id, title: item.menuName, children: toTree(item.subMenuList) }));

const leafIds = (items: readonly MenuItem[]): Set<number> =>
  new Set(items.flatMap((item) => (item.subMenuList.length === 0 ? [item.id] : [...leafIds(item.subMenuList)])));

/**
 * The menu tree as a form control. Its value is every granted id, parents included (a submenu
 * needs its menu); the tree shows a parent checked only when all its children are.
 */
function MenuTree({ value = [], onChange, id }: { value?: number[]; onChange?: (ids: number[]) => void; id?: string }) {
  const t = useT(accountTexts);
  const menus = useGetSubAccountAssignableMenus({ query: { select: (answer) => answer.data, staleTime: 300_000 } });
  if (!menus.data) return <LoadingBlock rows={2} />;
  const leaves = leafIds(menus.data);
  return (
    <div id={id} role="group" aria-label={t('hospitalAccounts.menusLabel')}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={toTree(menus.data)}
        checkedKeys={value.filter((key) => leaves.has(key))}
        onCheck={(checked, info) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange?.([...keys, ...(info.halfCheckedKeys ?? [])].map((key: Key) => Number(key)));
        }}
      />
    </div>
  );
}

interface AccountValues {
  account: string;
  realName: string;
  phone: string;
  position?: string;
  password?: string;
  menuIds: number[];
  expireDate?: string;
}

export function accountRequest(values: AccountValues, detail?: SubAccountDetail): SubAccountSaveRequest {
  return {
    ...(detail ? { id: detail.id } : {}),
    account: values.account.trim(),
    realName: values.realName.trim(),
    phone: values.phone.trim(),
    position: values.position?.trim() ?? '',
    ...(detail ? {} : { password: values.password ?? '' }),
    ...(detail?.isMainAccount ? {} : { menuIds: values.menuIds }),
    expireDate: values.expireDate ? values.expireDate : null,
  };
}

function PasswordStrength({ password }: { password: string }) {
  const t = useT(accountTexts);
  if (!password) return null;
  const level = passwordStrength(password);
  const words = [t('hospitalAccounts.strengthWeak'), t('hospitalAccounts.strengthMedium'), t('hospitalAccounts.strengthStrong')];
  return (
    <Progress
      percent={[33, 66, 100][level]}
      steps={3}
      size="small"
      status={level === 0 ? 'exception' : 'normal'}
      format={() => t('hospitalAccounts.strength', { level: words[level] ?? '' })}
      aria-label={t('hospitalAccounts.strength', { level: words[level] ?? '' })}
    />
  );
}

function PasswordFields() {
  const t = useT(accountTexts);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('hospitalAccounts.passwordRule')}</Typography.Paragraph>
      <Form.Item
        name="password"
        label={t('hospitalAccounts.password')}
        rules={[
          { required: true, message: t('hospitalAccounts.passwordRequired') },
          {
            validator: async (_, value: string | undefined) => {
              if (value && !passwordFollowsRule(value)) throw new Error(t('hospitalAccounts.passwordWeak'));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item noStyle dependencies={['password']}>
        {({ getFieldValue }) => <PasswordStrength password={(getFieldValue('password') as string | undefined) ?? ''} />}
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('hospitalAccounts.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('hospitalAccounts.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('hospitalAccounts.passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

function AccountFields({ isMain, creating }: { isMain: boolean; creating: boolean }) {
  const t = useT(accountTexts);
  return (
    <>
      <Form.Item
        name="account"
        label={t('hospitalAccounts.account')}
        extra={t('hospitalAccounts.accountRule')}
        rules={[{ required: true, pattern: ACCOUNT_NAME, message: t('hospitalAccounts.accountRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="realName"
        label={t('hospitalAccounts.realName')}
        rules={[{ required: true, whitespace: true, max: 20, message: t('hospitalAccounts.realNameRequired') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('hospitalAccounts.phone')}
        rules={[{ required: true, pattern: MOBILE, message: t('hospitalAccounts.phoneInvalid') }]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="position"
        label={t('hospitalAccounts.position')}
        rules={[{ max: 20, message: t('hospitalAccounts.positionTooLong') }]}
      >
        <Input />
      </Form.Item>
      {isMain ? null : (
        <Form.Item name="expireDate" label={t('hospitalAccounts.expireDate')}>
          <Input type="date" />
        </Form.Item>
      )}
      {creating ? <PasswordFields /> : null}
      {isMain ? (
        <Typography.Paragraph type="secondary">{t('hospitalAccounts.mainKeepsAll')}</Typography.Paragraph>
      ) : (
        <Form.Item
          name="menuIds"
          label={t('hospitalAccounts.menusLabel')}
          rules={[{ type: 'array', required: true, min: 1, message: t('hospitalAccounts.menusRequired') }]}
        >
          <MenuTree />
        </Form.Item>
      )}
    </>
  );
}

export function CreateAccountForm({ onClose }: { onClose: () => void }) {
  const t = useT(accountTexts);
  const save = useSaveSubAccount();
  return (
    <FormDrawer<AccountValues>
      open
      title={t('hospitalAccounts.createTitle')}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ data: accountRequest(values) })}
      invalidates={ACCOUNT_QUERIES}
      initialValues={{ menuIds: [] }}
    >
      <AccountFields isMain={false} creating />
    </FormDrawer>
  );
}

export function EditAccountForm({ account, onClose }: { account: SubAccount; onClose: () => void }) {
  const t = useT(accountTexts);
  const save = useSaveSubAccount();
  const detail = useGetSubAccountInfo({ id: account.id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={detail}>
      {(found) => (
        <FormDrawer<AccountValues>
          open
          title={t('hospitalAccounts.editTitle', { account: found.account })}
          onClose={onClose}
          onSubmit={(values) => save.mutateAsync({ data: accountRequest(values, found) })}
          invalidates={ACCOUNT_QUERIES}
          initialValues={{
            account: found.account,
            realName: found.realName,
            phone: found.fullPhone,
            position: found.position ?? '',
            expireDate: found.expireDate ?? undefined,
            menuIds: found.menuIds,
          }}
        >
          <AccountFields isMain={found.isMainAccount} creating={false} />
        </FormDrawer>
      )}
    </QueryBoundary>
  );
}

export function PasswordForm({ account, onClose }: { account: SubAccount; onClose: () => void }) {
  const t = useT(accountTexts);
  const set = useSetSubAccountPassword();
  return (
    <FormModal<{ password: string; confirmPassword: string }>
      open
      title={t('hospitalAccounts.setPasswordTitle', { account: account.account })}
      onClose={onClose}
      onSubmit={(values) => set.mutateAsync({ data: { id: account.id, ...values } })}
      successText={t('hospitalAccounts.passwordSet')}
    >
      <PasswordFields />
    </FormModal>
  );
}
