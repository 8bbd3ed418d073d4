/**
 * Signing an agreement: the signer's name and mobile number, a code texted to it (once a minute),
 * and 'I have read and agree'. Signing sends the agreement to platform review.
 */
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import {
  getGetContractDetailQueryKey,
  getGetContractListQueryKey,
  useSendContractSignCode,
  useSignContract,
} from '@generated/main/contract/contract';
import type { Contract } from '@generated/main/model';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { contractTexts } from './contract-texts.ts';

export interface SignFormValues {
  signerName: string;
  signerPhone: string;
  smsCode: string;
  agreed: boolean;
}

const PHONE = /^1\d{10}$/;
const CODE = /^\d{6}$/;
const RESEND_SECONDS = 60;

function SendCode({ contract }: { contract: Contract }) {
  const t = useT(contractTexts);
  const send = useSendContractSignCode();
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => (
        <Button
          loading={send.isPending}
          disabled={wait > 0}
          onClick={async () => {
            const phone = await form
              .validateFields(['signerPhone'])
              .then((v: Pick<SignFormValues, 'signerPhone'>) => v.signerPhone)
              .catch(() => undefined);
            if (!phone) return;
            try {
              await send.mutateAsync({ data: { id: contract.id, contractType: contract.contractType, signerPhone: phone } });
            } catch {
              return;
            }
            feedback.message.success(t('contracts.codeSent'));
            setWait(RESEND_SECONDS);
          }}
        >
          {wait > 0 ? t('contracts.resendIn', { seconds: wait }) : t('contracts.sendCode')}
        </Button>
      )}
    </Form.Item>
  );
}

export function ContractSignModal({ contract, onClose }: { contract: Contract | null; onClose: () => void }) {
  const t = useT(contractTexts);
  const sign = useSignContract();
  return (
    <FormModal<SignFormValues>
      open={contract !== null}
      title={contract ? t('contracts.signTitle', { title: contract.title }) : ''}
      submitText={t('contracts.sign')}
      successText={t('contracts.signed')}
      onClose={onClose}
      invalidates={
        contract
          ? [
              getGetContractListQueryKey().slice(0, 2),
              getGetContractDetailQueryKey({ id: contract.id, contractType: contract.contractType }),
            ]
          : []
      }
      onSubmit={(values) =>
        sign.mutateAsync({
          data: {
            id: contract?.id ?? 0,
            contractType: contract?.contractType ?? 1,
            signerName: values.signerName.trim(),
            signerPhone: values.signerPhone,
            smsCode: values.smsCode,
            agreed: true,
          },
        })
      }
    >
      <Form.Item
        name="signerName"
        label={t('contracts.signerName')}
        rules={[{ required: true, whitespace: true, message: t('contracts.nameRequired') }, { max: 20 }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="signerPhone"
        label={t('contracts.signerPhone')}
        rules={[{ required: true, pattern: PHONE, message: t('contracts.phoneRule') }]}
      >
        <Input inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label={t('contracts.smsCode')} required htmlFor="contract-sms-code">
        <Flex gap={8}>
          <Form.Item name="smsCode" noStyle rules={[{ required: true, pattern: CODE, message: t('contracts.codeRule') }]}>
            <Input id="contract-sms-code" inputMode="numeric" maxLength={6} style={{ maxWidth: 160 }} />
          </Form.Item>
          {contract ? <SendCode contract={contract} /> : null}
        </Flex>
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          { validator: (_, checked?: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(t('contracts.agreedRequired')))) },
        ]}
      >
        <Checkbox>{t('contracts.agreed')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
