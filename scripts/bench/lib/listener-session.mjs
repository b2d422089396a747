/** The demo listener, as the browser benchmarks sign in (tools/demo-catalogue's demo accounts). */
export const LISTENER = { email: 'listener@encore.test', password: 'encore-demo-2026' };

/** Signs the demo listener in through /login, as a person would, and waits for /discover. */
export async function signInAsListener(page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(LISTENER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(LISTENER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/discover$/, { timeout: 15_000 });
}
