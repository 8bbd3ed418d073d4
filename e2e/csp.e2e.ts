import { expect, test } from './fixtures.ts';

/** The sandbox build the other end-to-end tests use runs under the web build's CSP meta tag. */
test.describe('content security policy of the web build', () => {
  test('the client runs under its policy, and markup injected into the page cannot run script', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await page.goto('/#/test');
    await expect(page.getByTestId('diagnostics-profile')).toHaveText('sandbox');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010 ws://127.0.0.1:4010;");
    expect(refused).toEqual([]);

    const ran = await page.evaluate(async () => {
      const flag = window as unknown as { injected?: boolean };
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.injected = true');
      img.src = 'broken:';
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(img, script);
      await new Promise((resolve) => setTimeout(resolve, 300));
      img.remove();
      script.remove();
      return flag.injected === true;
    });
    expect(ran).toBe(false);
    expect(refused.length).toBeGreaterThan(0);
  });
});
