import { expect, test } from '@playwright/test'
import { confirmedAccount, expectPageReady } from './fixtures'

test.use({ serviceWorkers: 'allow' })

test.describe('push notifications', () => {
  test('settings say push is not available on a production server without VAPID keys; the service worker shows a push it receives', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = baseURL ?? ''
    await confirmedAccount(page.request, origin)
    await page.goto('/settings')
    await expectPageReady(page)
    const toggle = page.getByRole('switch', { name: 'Push notifications on this device' })
    await expect(page.locator('[data-push-state]')).toHaveAttribute('data-push-state', 'unavailable')
    await expect(page.getByText('Push notifications are not available on this LuxPro server.')).toBeVisible()
    await expect(toggle).toBeDisabled()

    // A push as the browser's push service delivers it, straight to the service worker (DevTools protocol).
    await context.grantPermissions(['notifications'], { origin })
    const cdp = await context.newCDPSession(page)
    // navigator.serviceWorker.ready resolves once the worker is active, which includes "activating";
    // a push delivered then was lost once in CI, so wait until DevTools reports it activated.
    const activated = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        const ours = versions.find(
          (version) => version.scriptURL.startsWith(origin) && version.status === 'activated',
        )
        if (ours) resolve(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    const registrationId = await activated
    const notifications = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({
          title: notice.title,
          body: notice.body,
          tag: notice.tag,
          url: (notice.data as { url: string }).url,
        })),
      )
    // A push service delivers again what was not shown. DevTools' delivery to a worker that was just
    // woken was lost once in CI; the same tag makes a second delivery replace the first, never add one.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: `${origin}/`,
        registrationId,
        data: JSON.stringify({
          title: 'New quote',
          body: 'Peinture Thill sent you a quote.',
          url: '/my-requests',
          tag: 'quote_received:/my-requests',
        }),
      })
      await expect.poll(notifications, { timeout: 3_000 }).toEqual([
        {
          title: 'New quote',
          body: 'Peinture Thill sent you a quote.',
          tag: 'quote_received:/my-requests',
          url: '/my-requests',
        },
      ])
    }).toPass({ timeout: 20_000 })
  })
})
