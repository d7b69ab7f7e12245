// One error handler: every failure leaves as { success:false, message, code, issues? } with the right status.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

interface Issue {
  path: (string | number)[];
  message: string;
  code?: string;
}

function issuesFromValidation(error: FastifyError): Issue[] {
  const context = error.validationContext;
  return (error.validation ?? []).map((v) => {
    const params = v.params as { issue?: { path?: PropertyKey[]; code?: string } } | undefined;
    const zodPath = params?.issue?.path?.map((p) => (typeof p === 'number' ? p : String(p)));
    const path = zodPath ?? v.instancePath.split('/').filter(Boolean);
    return { path: context ? [context, ...path] : path, message: v.message ?? 'Invalid value', code: params?.issue?.code };
  });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = String(request.id);
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = issuesFromValidation(error);
      return reply.status(400).send({
        success: false,
        message: issues[0]?.message ?? 'Invalid request',
        code: 'VALIDATION_ERROR',
        issues,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
        requestId,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ success: false, message: 'Malformed JSON in request body', code: 'INVALID_JSON' });
    }
    if (status === 429) {
      return reply.status(429).send({
        success: false,
        message: 'Too many requests. Please wait a little and try again.',
        code: 'RATE_LIMITED',
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (empty body, bad content type, body too large) keep their status.
      return reply.status(status).send({
        success: false,
        message: error.message,
        code: error.code ?? 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
      requestId,
    });
  });
}
