import { Form, Input } from 'antd';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import preview from '../../../../.storybook/preview.tsx';
import { FormDrawer } from './form-drawer.tsx';
import { FormModal } from './form-modal.tsx';

function Fields() {
  return (
    <>
      <Form.Item name="title" label="Title" rules={[{ required: true, message: 'Title is required' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="content" label="Content">
        <Input.TextArea rows={4} />
      </Form.Item>
    </>
  );
}

function Demo({ kind, onSubmit }: { kind: 'drawer' | 'modal'; onSubmit: (values: object) => Promise<unknown> }) {
  const Overlay = kind === 'drawer' ? FormDrawer<object> : FormModal<object>;
  return (
    <>
      <p style={{ padding: 24 }}>The list behind the form.</p>
      <Overlay title="New bulletin" open onClose={() => {}} onSubmit={onSubmit}>
        <Fields />
      </Overlay>
    </>
  );
}

const meta = preview.meta({ title: 'Kit/FormDrawer and FormModal', component: Demo });

export const Drawer = meta.story({
  args: { kind: 'drawer', onSubmit: fn(async () => undefined) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save|保存/ }));
    await expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Saving fails: the dialog stays with what was typed. */
export const ModalKeepsInputOnFailure = meta.story({
  args: { kind: 'modal', onSubmit: fn(async () => Promise.reject(new Error('business error'))) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Holiday hours');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save|保存/ }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Holiday hours');
  },
});
