/**
 * `/login`: the three ways to sign in — account and password, phone and SMS code, and the
 * account centre (which comes back with `?token=`, handled by the route guard). On success the
 * session is stored and the user goes where they were heading (or home).
 */
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useLoginByPassword, useLoginByPhone, useSendSmsCodeV2 } from '@generated/main/session/session';
import type { LoginResult } from '@generated/main/model';
import { Button, Checkbox, Form, Input, Space, theme } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { accountCentreUrl } from '@/lib/routing/account-centre.ts';
import { resolveInAppLink } from '@/lib/routing/in-app-link.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { signedIn } from '@/lib/session/sign-in.ts';
import { MethodTabs } from './method-tabs.tsx';
import { useCountdown } from './use-countdown.ts';
import { authTexts } from './auth-texts.ts';

const PHONE = /^1\d{10}$/;
const SMS_CODE = /^\d{6}$/;

/** Where to go after signing in: the page the guard sent us from, if it is inside the app. */
function useAfterLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: LoginResult, autoLogin: boolean) => {
    signedIn(result, { autoLogin });
    // Only an address of the registry (never an outside one), with its list state kept.
    const back = resolveInAppLink(params.get('redirect'), { keepQuery: true });
    navigate(back && back.name !== 'login' ? back.to : linkTo('dashbord'), { replace: true });
  };
}

function PasswordForm() {
  const t = useT(authTexts);
  const afterLogin = useAfterLogin();
  const login = useLoginByPassword();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ autoLogin: true }}
      onFinish={(values: { account: string; password: string; autoLogin: boolean }) =>
        login.mutate(
          { data: { account: values.account.trim(), password: values.password } },
          { onSuccess: (response) => afterLogin(response.data, values.autoLogin) },
        )
      }
    >
      <Form.Item
        name="account"
        label={t('auth.account')}
        rules={[{ required: true, whitespace: true, message: t('auth.accountRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.password')}
        rules={[
          { required: true, message: t('auth.passwordRequired') },
          { min: 6, max: 32, message: t('auth.passwordLength') },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="autoLogin" valuePropName="checked">
        <Checkbox>{t('auth.autoLogin')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.submit')}
      </Button>
    </Form>
  );
}

function PhoneForm() {
  const t = useT(authTexts);
  const [form] = Form.useForm<{ phone: string; smsCode: string; autoLogin: boolean }>();
  const afterLogin = useAfterLogin();
  const login = useLoginByPhone();
  const sendCode = useSendSmsCodeV2();
  const countdown = useCountdown();

  const send = async () => {
    const { phone } = await form.validateFields(['phone']);
    sendCode.mutate(
      { data: { phone, scene: 'login' } },
      {
        onSuccess: (response) => {
          countdown.start(response.data.cooldown || 60);
          feedback.message.success(t('auth.codeSent'));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ autoLogin: true }}
      onFinish={(values) =>
        login.mutate(
          { data: { phone: values.phone, smsCode: values.smsCode } },
          { onSuccess: (response) => afterLogin(response.data, values.autoLogin) },
        )
      }
    >
      <Form.Item
        name="phone"
        label={t('auth.phone')}
        rules={[
          { required: true, message: t('auth.phoneRequired') },
          { pattern: PHONE, message: t('auth.phoneInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} inputMode="numeric" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('auth.smsCode')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[
              { required: true, message: t('auth.smsCodeRequired') },
              { pattern: SMS_CODE, message: t('auth.smsCodeInvalid') },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label={t('auth.smsCode')}
            />
          </Form.Item>
          <Button onClick={() => void send()} disabled={countdown.left > 0} loading={sendCode.isPending}>
            {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="autoLogin" valuePropName="checked">
        <Checkbox>{t('auth.autoLogin')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.submit')}
      </Button>
    </Form>
  );
}

function AccountCenter() {
  const t = useT(authTexts);
  const { token } = theme.useToken();
  return (
    <>
      <p style={{ margin: '0 0 24px', color: token.colorTextSecondary }}>{t('auth.accountCenterHint')}</p>
      <Button type="primary" block href={accountCentreUrl()}>
        {t('auth.goToAccountCenter')}
      </Button>
    </>
  );
}

/**
 * The page is composed of the few antd parts the form needs (no Card, Tabs or Typography), so
 * the login route stays small: it is what every user downloads first (README, "Bundle budgets").
 */
export default function LoginPage() {
  const t = useT(authTexts);
  const { token } = theme.useToken();
  const [tab, setTab] = useState('password');
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #e6f4ff, #f0f5ff)' }}>
      <section
        aria-labelledby="login-title"
        style={{
          width: 400,
          padding: '20px 24px 24px',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h1
          id="login-title"
          style={{
            margin: '0 0 16px',
            fontSize: token.fontSizeHeading4,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {t('auth.title')}
        </h1>
        <MethodTabs
          active={tab}
          onChange={setTab}
          items={[
            { key: 'password', label: t('auth.byPassword'), content: <PasswordForm /> },
            { key: 'phone', label: t('auth.byPhone'), content: <PhoneForm /> },
            { key: 'account-center', label: t('auth.byAccountCenter'), content: <AccountCenter /> },
          ]}
        />
      </section>
    </main>
  );
}
