import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetFeedbackTypesMockHandler, getSubmitFeedbackMockHandler } from '@generated/main/feedback/feedback.msw.ts';
import { failure, installGatewayServer, ok, server } from '@/testing/test-gateway.ts';
import { answer, success } from '@/testing/gateway-handlers.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { FeedbackButton } from './feedback-button.tsx';

installGatewayServer();

let submitted: unknown[];
let attempts: number;
let failNext: boolean;

beforeEach(() => {
  submitted = [];
  attempts = 0;
  failNext = false;
  server.use(
    getGetFeedbackTypesMockHandler(
      success([
        { id: 1, name: 'Problem' },
        { id: 2, name: 'Suggestion' },
      ]),
    ),
    answer(getSubmitFeedbackMockHandler, async ({ request }) => {
      const body = await request.json();
      attempts += 1;
      if (failNext) {
        failNext = false;
        return failure('feedback service busy');
      }
      submitted.push(body);
      return ok({ id: 31 });
    }),
  );
});

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(<FeedbackButton />);
  await user.click(screen.getByRole('button', { name: /Feedback/ }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByTitle(name));
}

const content = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Content' });
const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Submit' });

describe('feedback', () => {
  it('asks for the type and the content', async () => {
    const { user, dialog } = await openForm();
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText('Please choose a feedback type')).toBeInTheDocument();
    expect(within(dialog).getByText('Please describe the problem or your suggestion')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('treats spaces, slashes and newlines as no content, and wants 5 characters', async () => {
    const { user, dialog } = await openForm();
    await user.type(content(dialog), ' / // {Enter}/');
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText('Please describe the problem or your suggestion')).toBeInTheDocument();
    await user.clear(content(dialog));
    await user.type(content(dialog), ' abc ');
    expect(await within(dialog).findByText('Please enter at least 5 characters')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('submits, thanks and clears the form', async () => {
    const { user, dialog } = await openForm();
    await chooseType(user, dialog, 'Suggestion');
    await user.type(content(dialog), '  The order list is slow  ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact (optional)' }), '13800000000');
    await user.click(submitButton(dialog));
    await waitFor(() => expect(submitted).toEqual([{ type: 2, content: 'The order list is slow', contact: '13800000000' }]));
    expect(await screen.findByText('Thank you, your feedback was submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Feedback/ }));
    expect(content(await screen.findByRole('dialog'))).toHaveValue('');
  });

  it('keeps what was typed when the submission fails', async () => {
    failNext = true;
    const { user, dialog } = await openForm();
    await chooseType(user, dialog, 'Problem');
    await user.type(content(dialog), 'The chat does not load');
    await user.click(submitButton(dialog));
    await waitFor(() => expect(attempts).toBe(1));
    await waitFor(() => expect(submitButton(dialog)).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(content(dialog)).toHaveValue('The chat does not load');
    expect(submitted).toEqual([]);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(submitted).toEqual([{ type: 1, content: 'The chat does not load' }]));
  });
});
