import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export const STRIPE_TEST_KEY = 'sk_test_luxpro_local_0123456789'
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_luxpro_local_0123456789abcdef'
const API_VERSION = '2026-10-28.endive'

/** A Checkout Session as Stripe answers its creation (the fields a payment page needs). */
export type CheckoutSession = Stripe.Checkout.Session

export interface StripeServer {
  /** The base URL, as STRIPE_API_URL takes it. */
  url: string
  /** Each Checkout Session created, with the form it was created from (Stripe's bracketed keys). */
  sessions: Array<{ session: CheckoutSession; form: Record<string, string>; authorization: string }>
  /** The next creations fail as Stripe does when it is down (500, api_error). */
  failing(on: boolean): void
  /**
   * A webhook for an event about a session, as Stripe sends it: the JSON body and its headers, the
   * Stripe-Signature computed with `secret` (the endpoint's, unless a test forges another).
   */
  webhook(event: Stripe.Event, secret?: string): { payload: string; headers: Record<string, string> }
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`

const json = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
  response.end(JSON.stringify(body))
}

/** Stripe's form keys (`line_items[0][price_data][unit_amount]`) read back into one flat record. */
const formOf = (raw: string) => Object.fromEntries(new URLSearchParams(raw))

/** The metadata of a form (`metadata[invoiceId]` → { invoiceId }). */
const metadataOf = (form: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  )

/**
 * For API tests: a local HTTP server speaking the part of Stripe's API the app uses (creating a
 * Checkout Session, `POST /v1/checkout/sessions`, form-encoded with the secret key as bearer), and
 * events about those sessions signed as Stripe signs its webhooks.
 */
export async function startStripeServer(): Promise<StripeServer> {
  const sessions: StripeServer['sessions'] = []
  let failing = false
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      raw += chunk
    })
    request.on('end', () => {
      const authorization = request.headers.authorization ?? ''
      if (authorization !== `Bearer ${STRIPE_TEST_KEY}`)
        return json(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        })
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions')
        return json(response, 404, {
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.url}).` },
        })
      if (failing)
        return json(response, 500, {
          error: { type: 'api_error', message: 'An unknown error occurred, please try again.' },
        })
      const form = formOf(raw)
      const sessionId = `cs_test_${randomBytes(24).toString('base64url')}`
      const amount = Number(form['line_items[0][price_data][unit_amount]'])
      const methods = Object.entries(form)
        .filter(([key]) => key.startsWith('allowed_payment_method_types['))
        .map(([, value]) => value)
      const created = Math.floor(Date.now() / 1000)
      const session = {
        id: sessionId,
        object: 'checkout.session',
        allowed_payment_method_types: methods,
        amount_subtotal: amount,
        amount_total: amount,
        cancel_url: form.cancel_url ?? null,
        client_reference_id: form.client_reference_id ?? null,
        created,
        currency: form['line_items[0][price_data][currency]'] ?? 'eur',
        customer: null,
        customer_details: form.customer_email ? { email: form.customer_email, name: null } : null,
        customer_email: form.customer_email ?? null,
        expires_at: created + 24 * 3600,
        livemode: false,
        locale: form.locale ?? null,
        metadata: metadataOf(form, 'metadata'),
        mode: form.mode ?? 'payment',
        payment_intent: null,
        payment_method_types: methods,
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.success_url ?? null,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      } as unknown as CheckoutSession
      sessions.push({ session, form, authorization })
      return json(response, 200, session)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const signer = new Stripe(STRIPE_TEST_KEY)
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    failing: (on) => {
      failing = on
    },
    webhook(event, secret = STRIPE_TEST_WEBHOOK_SECRET) {
      const payload = JSON.stringify(event, null, 2)
      return {
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
        },
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An event as Stripe delivers it, about one object. */
export function stripeEventAbout<T extends Stripe.Event['type']>(type: T, object: object): Stripe.Event {
  return {
    id: id('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event
}

/**
 * The session once its payer went through Checkout: paid at once by card, or (SEPA Direct Debit)
 * still unpaid until the debit clears; `amountCents` as Stripe collected it.
 */
export function completedSession(
  session: CheckoutSession,
  paid: { status: 'paid' | 'unpaid'; amountCents?: number; paymentIntent?: string; payerName?: string },
): CheckoutSession {
  return {
    ...session,
    status: 'complete',
    payment_status: paid.status,
    amount_total: paid.amountCents ?? session.amount_total,
    payment_intent: paid.paymentIntent ?? id('pi'),
    customer_details: {
      ...(session.customer_details ?? {}),
      email: session.customer_email,
      name: paid.payerName ?? 'Jardins Kieffer S.à r.l.',
    },
  } as CheckoutSession
}

/** The PaymentIntent behind a completed session, succeeded (its metadata copied from the checkout's). */
export function succeededIntent(session: CheckoutSession, metadata: Record<string, string>) {
  const intent = session.payment_intent
  return {
    id: typeof intent === 'string' ? intent : (intent?.id ?? id('pi')),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: session.amount_total,
    currency: session.currency,
    livemode: false,
    metadata,
    status: 'succeeded',
  }
}
