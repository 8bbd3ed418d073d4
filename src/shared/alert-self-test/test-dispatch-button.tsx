/**
 * "Send me a test dispatch" (sandbox builds only): the sandbox platform dispatches an order to the
 * signed-in account through its real path — order, dispatch sender, chat socket — so shake,
 * sound and popup can be checked end to end. Signed out, there is nobody to dispatch to.
 */
import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { SandboxControlError, sandboxControl } from '@/lib/sandbox-control/sandbox-control.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { selfTestTexts } from './self-test-texts.ts';

export default function TestDispatchButton() {
  const t = useT(selfTestTexts);
  const session = useSession();
  const [sending, setSending] = useState(false);
  if (!session) return null;

  const send = async () => {
    setSending(true);
    try {
      const result = await sandboxControl<{ order: { followNumber: string } }>('POST', 'dispatch', { account: session.userInfo.account });
      feedback.message.success(t('selfTest.testDispatchSent', { followNumber: result.order.followNumber }));
    } catch (error) {
      feedback.message.error(error instanceof SandboxControlError ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex justify="space-between" align="center" gap={16} wrap>
      <Typography.Text type="secondary">{t('selfTest.testDispatchHint')}</Typography.Text>
      <Button icon={<SendOutlined />} loading={sending} onClick={() => void send()}>
        {t('selfTest.testDispatch')}
      </Button>
    </Flex>
  );
}
