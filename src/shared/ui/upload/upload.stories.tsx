import { Form } from 'antd';
import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview.tsx';
import { FileUpload } from './file-upload.tsx';
import { ImageUpload } from './image-upload.tsx';

/** Both uploads in a form, with paths the form already holds. */
function UploadForm() {
  return (
    <Form
      layout="vertical"
      style={{ padding: 24, maxWidth: 560 }}
      initialValues={{ photos: [], files: ['hospital/contract/2026-agreement.pdf'] }}
    >
      <Form.Item name="photos" label="Doctor photos">
        <ImageUpload folder="hospital/doctor" max={3} />
      </Form.Item>
      <Form.Item name="files" label="Contract files">
        <FileUpload folder="hospital/contract" accept=".pdf" max={2} />
      </Form.Item>
    </Form>
  );
}

const meta = preview.meta({ title: 'Kit/ImageUpload and FileUpload', component: UploadForm });

export const InAForm = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Upload an image|上传图片/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Upload a file|上传文件/ })).toBeVisible();
    await expect(canvas.getByText('2026-agreement.pdf')).toBeVisible();
  },
});
