// Field errors from a zod schema (client side) or from the server's issues, keyed by field name.
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

export type FieldErrors = Record<string, string>;

export function issuesToFieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // Server issues start with "body"; the field is the next part.
    const parts = issue.path.map(String);
    const field = parts[0] === 'body' ? parts[1] : parts[0];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function useFormErrors() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function validate<T extends z.ZodType>(schema: T, values: unknown): z.output<T> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setFieldErrors({});
      setFormError(null);
      return parsed.data;
    }
    setFieldErrors(issuesToFieldErrors(parsed.error.issues));
    return null;
  }

  function fromError(err: unknown) {
    if (err instanceof ApiError) {
      const fields = issuesToFieldErrors(err.issues);
      setFieldErrors(fields);
      setFormError(Object.keys(fields).length ? null : err.message);
    } else {
      setFormError('Something went wrong. Please try again.');
    }
  }

  return { fieldErrors, formError, validate, fromError, setFormError };
}
