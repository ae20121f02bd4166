import { useState } from 'react';
import type { z } from 'zod';
import { translateSentence } from './i18n.ts';

/** The errors without `name`'s own and its rows' (`name.0.price`); the same object when it has none. */
function without(errors: Record<string, string>, name: string) {
  const keys = Object.keys(errors).filter((k) => errors[k] && (k === name || k.startsWith(`${name}.`)));
  if (!keys.length) return errors;
  const next = { ...errors };
  for (const k of keys) next[k] = '';
  return next;
}

/**
 * Form state validated by the API's own zod schema, so the browser and the server refuse the
 * same things. Errors are keyed by top-level field, and a list's rows also by their path
 * (`price_breaks.1.price`), kept as the schema or the server words them (English), and shown in
 * the active language (`translateSentence`) by `text()` and `error()`.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S, initial: Record<string, unknown>) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const error = (name: string) => (errors[name] ? translateSentence(errors[name]) : undefined);
  return {
    values,
    errors,
    /** The field's error for the screen, in the active language. */
    error,
    setErrors,
    set: (name: string, value: unknown) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => without(e, name));
    },
    reset: () => {
      setValues(initial);
      setErrors({});
    },
    /** Parsed values, or null after showing every field error. */
    validate(): z.output<S> | null {
      const result = schema.safeParse(values);
      if (result.success) return result.data;
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) {
        next[String(issue.path[0] ?? '')] ??= issue.message;
        next[issue.path.join('.')] ??= issue.message;
      }
      setErrors(next);
      return null;
    },
    /** Props for a text input bound to `name`. */
    text: (name: string) => ({
      name,
      value: String(values[name] ?? ''),
      error: error(name),
      onChange: (e: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((er) => (er[name] ? { ...er, [name]: '' } : er));
      },
    }),
  };
}
