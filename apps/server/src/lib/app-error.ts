// Errors as values with a code; the error handler turns them into the envelope.
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(code, 404, message);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') =>
  new AppError(code, 401, message);
export const forbidden = (message = 'You are not allowed to do this', code = 'FORBIDDEN') =>
  new AppError(code, 403, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(code, 409, message);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(code, 400, message);
