/**
 * The sandbox panel (sandbox profile only): the control API's actions for a person — a trainer
 * showing a dispatch alert, a developer reproducing a 502 — without a terminal.
 */
import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Flex, Form, Input, InputNumber, Select, Space, Switch, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FAULT_KINDS, SANDBOX_ACCOUNTS, sandboxControl } from '@/lib/sandbox-control/sandbox-control.ts';
import { sandboxPanelTexts } from './sandbox-panel-texts.ts';

interface RequestEntry {
  at: string;
  method: string;
  url: string;
  verification: { ok: boolean; reason?: string };
}

/** Runs a control action and says how it went, one message at a time. */
function useAction() {
  const t = useT(sandboxPanelTexts);
  const [busy, setBusy] = useState<string>();
  const run = async (name: string, action: () => Promise<unknown>) => {
    setBusy(name);
    try {
      await action();
      feedback.message.success(t('sandboxPanel.done'));
    } catch (error) {
      feedback.message.error((error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, run };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 12 }}>
      {children}
    </Card>
  );
}

export function SandboxPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT(sandboxPanelTexts);
  const [open, setOpen] = useState(defaultOpen);
  const [account, setAccount] = useState<string>(SANDBOX_ACCOUNTS[0]);
  const [requests, setRequests] = useState<RequestEntry[]>([]);
  const { busy, run } = useAction();
  const accountField = { account };

  return (
    <>
      <Button
        aria-label={t('sandboxPanel.open')}
        icon={<ExperimentOutlined />}
        onClick={() => setOpen(true)}
        style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1000 }}
      >
        {t('sandboxPanel.open')}
      </Button>
      <Drawer title={t('sandboxPanel.title')} open={open} onClose={() => setOpen(false)} size={440} placement="left">
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <span>{t('sandboxPanel.account')}</span>
          <Select
            aria-label={t('sandboxPanel.account')}
            value={account}
            onChange={setAccount}
            options={SANDBOX_ACCOUNTS.map((a) => ({ value: a, label: a }))}
            style={{ flex: 1 }}
          />
        </Flex>

        <Section title={t('sandboxPanel.dispatch')}>
          <Form
            layout="inline"
            onFinish={(v: { oldCustomer?: boolean; followNumber?: string }) =>
              run('dispatch', () =>
                sandboxControl('POST', 'dispatch', {
                  ...accountField,
                  oldCustomer: Boolean(v.oldCustomer),
                  followNumber: v.followNumber || undefined,
                }),
              )
            }
          >
            <Form.Item name="oldCustomer" label={t('sandboxPanel.oldCustomer')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="followNumber" rules={[{ pattern: /^F\d{8}$/, message: 'F + 8 digits' }]}>
              <Input placeholder={t('sandboxPanel.followNumber')} style={{ width: 130 }} />
            </Form.Item>
            <Button htmlType="submit" type="primary" loading={busy === 'dispatch'}>
              {t('common.send')}
            </Button>
          </Form>
        </Section>

        <Section title={t('sandboxPanel.push')}>
          <Form
            layout="inline"
            onFinish={(v: { type: number; assid?: string; text?: string }) =>
              run('push', () =>
                sandboxControl('POST', 'push', { ...accountField, ...v, assid: v.assid || undefined, text: v.text || undefined }),
              )
            }
          >
            <Form.Item name="type" rules={[{ required: true, message: t('sandboxPanel.type') }]}>
              <InputNumber placeholder={t('sandboxPanel.type')} min={1} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="assid">
              <Input placeholder={t('sandboxPanel.assid')} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="text">
              <Input placeholder={t('sandboxPanel.text')} style={{ width: 120 }} />
            </Form.Item>
            <Button htmlType="submit" type="primary" loading={busy === 'push'}>
              {t('common.send')}
            </Button>
          </Form>
        </Section>

        <Section title={t('sandboxPanel.chatMessage')}>
          <Form
            layout="inline"
            initialValues={{ chatType: '0' }}
            onFinish={(v: { chatType: '0' | '2'; content: string }) =>
              run('chat', () => sandboxControl('POST', 'chat/message', { ...accountField, ...v }))
            }
          >
            <Form.Item name="chatType">
              <Select
                aria-label={t('sandboxPanel.chatType')}
                options={[
                  { value: '0', label: t('sandboxPanel.private') },
                  { value: '2', label: t('sandboxPanel.group') },
                ]}
                style={{ width: 90 }}
              />
            </Form.Item>
            <Form.Item name="content" rules={[{ required: true, whitespace: true, message: t('sandboxPanel.content') }]}>
              <Input placeholder={t('sandboxPanel.content')} style={{ width: 170 }} />
            </Form.Item>
            <Button htmlType="submit" type="primary" loading={busy === 'chat'}>
              {t('common.send')}
            </Button>
          </Form>
        </Section>

        <Section title={t('sandboxPanel.connection')}>
          <Form
            layout="inline"
            initialValues={{ missed: 5 }}
            onFinish={(v: { missed: number }) =>
              run('disconnect', () => sandboxControl('POST', 'chat/disconnect', { ...accountField, missed: v.missed }))
            }
          >
            <Form.Item name="missed" label={t('sandboxPanel.missed')}>
              <InputNumber min={0} max={5000} style={{ width: 90 }} />
            </Form.Item>
            <Button htmlType="submit" loading={busy === 'disconnect'}>
              {t('sandboxPanel.disconnect')}
            </Button>
          </Form>
          <Space style={{ marginTop: 8 }}>
            <Button onClick={() => run('kick', () => sandboxControl('POST', 'chat/kick', accountField))} loading={busy === 'kick'}>
              {t('sandboxPanel.kick')}
            </Button>
            <Button
              onClick={() => run('reject', () => sandboxControl('POST', 'chat/reject-next', accountField))}
              loading={busy === 'reject'}
            >
              {t('sandboxPanel.rejectNext')}
            </Button>
          </Space>
        </Section>

        {/* A staff member scans the binding QR code /hospital/account shows (any account, not only the three demo ones). */}
        <Section title={t('sandboxPanel.wechat')}>
          <Form
            layout="inline"
            onFinish={(v: { wechatAccount: string; nickName?: string }) =>
              run('wechat', () =>
                sandboxControl('POST', 'wechat/scan', { account: v.wechatAccount.trim(), nickName: v.nickName?.trim() || undefined }),
              )
            }
          >
            <Form.Item name="wechatAccount" rules={[{ required: true, whitespace: true, message: t('sandboxPanel.wechatAccount') }]}>
              <Input aria-label={t('sandboxPanel.wechatAccount')} placeholder={t('sandboxPanel.wechatAccount')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="nickName">
              <Input aria-label={t('sandboxPanel.wechatNickName')} placeholder={t('sandboxPanel.wechatNickName')} style={{ width: 130 }} />
            </Form.Item>
            <Button htmlType="submit" loading={busy === 'wechat'}>
              {t('sandboxPanel.wechatScan')}
            </Button>
          </Form>
        </Section>

        <Section title={t('sandboxPanel.faults')}>
          <Form
            layout="inline"
            initialValues={{ fault: 'http-502', times: 1 }}
            onFinish={(v: { fault: string; path?: string; times?: number }) =>
              run('fault', () =>
                sandboxControl('POST', 'faults', { fault: v.fault, match: { path: v.path || undefined }, times: v.times || undefined }),
              )
            }
          >
            <Form.Item name="fault">
              <Select
                aria-label={t('sandboxPanel.fault')}
                options={FAULT_KINDS.map((f) => ({ value: f, label: f }))}
                style={{ width: 140 }}
              />
            </Form.Item>
            <Form.Item name="path">
              <Input placeholder={t('sandboxPanel.path')} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name="times">
              <InputNumber placeholder={t('sandboxPanel.times')} min={1} style={{ width: 70 }} />
            </Form.Item>
            <Button htmlType="submit" loading={busy === 'fault'}>
              {t('sandboxPanel.addFault')}
            </Button>
          </Form>
          <Button
            style={{ marginTop: 8 }}
            onClick={() => run('clear', () => sandboxControl('DELETE', 'faults'))}
            loading={busy === 'clear'}
          >
            {t('sandboxPanel.clearFaults')}
          </Button>
        </Section>

        <Section title={t('sandboxPanel.clock')}>
          <Form
            layout="inline"
            initialValues={{ offsetSeconds: 0 }}
            onFinish={(v: { offsetSeconds: number }) => run('clock', () => sandboxControl('POST', 'clock', v))}
          >
            <Form.Item name="offsetSeconds" rules={[{ required: true, message: t('sandboxPanel.clock') }]}>
              <InputNumber style={{ width: 120 }} />
            </Form.Item>
            <Button htmlType="submit" loading={busy === 'clock'}>
              {t('sandboxPanel.setClock')}
            </Button>
          </Form>
        </Section>

        <Section title={t('sandboxPanel.requests')}>
          <Space style={{ marginBottom: 8 }}>
            <Button
              onClick={() => run('requests', async () => setRequests(await sandboxControl<RequestEntry[]>('GET', 'requests?limit=20')))}
              loading={busy === 'requests'}
            >
              {t('common.refresh')}
            </Button>
            <Button danger onClick={() => run('reset', () => sandboxControl('POST', 'reset'))} loading={busy === 'reset'}>
              {t('sandboxPanel.reset')}
            </Button>
          </Space>
          <Table<RequestEntry>
            size="small"
            rowKey={(r) => `${r.at}${r.url}`}
            pagination={false}
            dataSource={[...requests].reverse()}
            columns={[
              { dataIndex: 'method', width: 60 },
              { dataIndex: 'url', render: (url: string) => new URL(url).pathname, ellipsis: true },
              {
                dataIndex: 'verification',
                width: 110,
                render: (v: RequestEntry['verification']) => (
                  <Tag color={v.ok ? 'green' : 'red'}>{v.ok ? t('sandboxPanel.verified') : v.reason}</Tag>
                ),
              },
            ]}
          />
        </Section>
      </Drawer>
    </>
  );
}
