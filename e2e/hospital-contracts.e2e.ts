/**
 * Agreements end to end (issue 15): a pushed contract notice 13310202 with `15_2` opens
 * agreement 15 of type 2 (the underscore split); it is signed with the SMS code and goes to
 * review; the platform approves it (control API `review`) and it is in effect.
 */
import { expect, expectRoutePage, sandbox, signIn, socketsUp, test } from './fixtures.ts';

test('a 13310202 notice opens the agreement by id and type; sign it; the platform puts it in effect', async ({ page }) => {
  // Reset, sign-in and the sockets take a good part of the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // The seeded e-commerce agreement waiting for a signature, as the seed has it.
  await sandbox('POST', 'reset');
  await signIn(page);
  await socketsUp();
  await sandbox('POST', 'push', { account: 'demo-main', type: 13310202, assid: '15_2', text: 'E2E agreement to sign' });
  await page.getByTestId('alert-popup-notice').filter({ hasText: 'E2E agreement to sign' }).click();
  await expectRoutePage(page, /#\/hospital\/contract\?id=15&contractType=2$/, 'Contracts');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('e-commerce service agreement')).toBeVisible();
  await expect(drawer.getByText('to sign', { exact: true })).toBeVisible();

  await drawer.getByRole('button', { name: 'Sign' }).click();
  const sign = page.getByRole('dialog', { name: /^Sign / });
  await sign.getByLabel('Signer’s name').fill('周建国');
  await sign.getByLabel('Signer’s mobile number').fill('13800000001');
  await sign.getByRole('button', { name: 'Send code' }).click();
  // antd keeps the collapsing spinner in the button until its motion ends, and its label
  // ('loading') leads the button's name meanwhile: match the countdown at the end.
  await expect(sign.getByRole('button', { name: /Resend in \d+ s$/ })).toBeDisabled();
  await sign.getByLabel('Verification code').fill('246810');
  await sign.getByRole('checkbox', { name: 'I have read and agree to this agreement' }).click();
  await expect(sign.getByRole('checkbox', { name: 'I have read and agree to this agreement' })).toBeChecked();
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(sign).toBeHidden();
  await expect(drawer.getByText('under review', { exact: true })).toBeVisible();

  await sandbox('POST', 'review', { kind: 'contract', id: 15, decision: 'approve' });
  await page.reload();
  await expect(page.getByRole('dialog').getByText('in effect', { exact: true })).toBeVisible();
});
