import type { Operation } from '@shared/api/operation'
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

type Declared<O, Key extends string> = O extends { [K in Key]: infer S } ? S : undefined

/** The Fastify schema an operation declares: the same zod schemas validate, serialise and document. */
export interface OperationSchema<O extends Operation> {
  tags: string[]
  summary: string
  description?: string
  consumes?: string[]
  params: Declared<O, 'params'>
  querystring: Declared<O, 'query'>
  body: Declared<O, 'body'>
  response: O['responses']
}

/** A handler typed by the operation's schemas, as `app.get(url, { schema }, handler)` types it. */
export type OperationHandler<O extends Operation> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  OperationSchema<O>,
  ZodTypeProvider
>

/** What a route adds to its declaration on the server alone: its rate limit, body limit, hooks. */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'access' | 'operationPath'>
  bodyLimit?: number
  preHandler?: RouteOptions['preHandler']
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `serveOperation` alone: the route is the contract's operation of this path (ADR 078). */
    operationPath?: string
  }
}

/**
 * Registers the route of a contract operation (ADR 078): method, path, access and schemas come from
 * the declaration the web calls too, so the module writes only what the route does.
 */
export function serveOperation<const O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  extras: RouteExtras = {},
): void {
  const { method, path, access, tags, summary, description, consumes, params, query, body, responses } =
    operation
  const schema = {
    tags: [...tags],
    summary,
    ...(description === undefined ? {} : { description }),
    ...(consumes === undefined ? {} : { consumes: [...consumes] }),
    ...(params === undefined ? {} : { params }),
    ...(query === undefined ? {} : { querystring: query }),
    ...(body === undefined ? {} : { body }),
    response: responses,
  } as OperationSchema<O>
  app
    .withTypeProvider<ZodTypeProvider>()
    .route<RouteGenericInterface, ContextConfigDefault, OperationSchema<O>>({
      method,
      url: path,
      config: { ...extras.config, access, operationPath: path },
      schema,
      handler,
      ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
      ...(extras.preHandler === undefined ? {} : { preHandler: extras.preHandler }),
    })
}
