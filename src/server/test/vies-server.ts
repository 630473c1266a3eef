import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the stand-in VIES answers about one number. */
export type ViesBehaviour = 'valid' | 'invalid' | 'unavailable' | 'user-error' | 'http-500' | 'hang'

export interface ViesServer {
  /** The base URL, as VIES_URL takes it. */
  url: string
  /** The bodies VIES was asked with, in order. */
  requests: Array<{ countryCode: string; vatNumber: string }>
  /** How it answers about a number ("LU12345678" or its digits); 'invalid' for any other. */
  answer(vatNumber: string, behaviour: ViesBehaviour): void
  close(): Promise<void>
}

const json = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/**
 * For API tests: a local HTTP server on a free port answering `POST /check-vat-number` in the
 * format of the EU's VIES REST API (a yes, a no, the member state unavailable, an HTTP error, or
 * no answer at all).
 */
export async function startViesServer(): Promise<ViesServer> {
  const behaviours = new Map<string, ViesBehaviour>()
  const requests: ViesServer['requests'] = []
  const hanging = new Set<ServerResponse>()
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      raw += chunk
    })
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/check-vat-number')
        return json(response, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] })
      const body = JSON.parse(raw) as { countryCode: string; vatNumber: string }
      requests.push(body)
      const behaviour = behaviours.get(body.vatNumber) ?? 'invalid'
      const answer = {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: new Date().toISOString(),
        name: '---',
        address: '---',
      }
      switch (behaviour) {
        case 'valid':
          return json(response, 200, {
            ...answer,
            valid: true,
            name: 'ACME SARL',
            address: '1, rue de la Gare',
          })
        case 'invalid':
          return json(response, 200, { ...answer, valid: false })
        case 'unavailable':
          return json(response, 200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] })
        case 'user-error':
          return json(response, 200, { ...answer, valid: false, userError: 'MS_MAX_CONCURRENT_REQ' })
        case 'http-500':
          return json(response, 500, {
            actionSucceed: false,
            errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }],
          })
        case 'hang':
          hanging.add(response)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (vatNumber, behaviour) => behaviours.set(vatNumber.replace(/^LU/, ''), behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
