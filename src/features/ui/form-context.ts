/**
 * What a `CheckedForm` hands down to its fields: the problems it shows now, and a way for a
 * field to be checked again. The form provides them; the fields read them through
 * `hooks/useFieldState.ts`, `hooks/useFieldRecheck.ts` and `hooks/useFormProblems.ts`.
 */
import { createContext } from 'react';
import type { FieldProblems } from './components/CheckedForm';

/** The problems the form shows now, by field name. */
export const ProblemsContext = createContext<FieldProblems>({});

/** Checks a field again, as a change of its input does: for a field whose value is not an input the person types in. */
export const RecheckContext = createContext<(name: string) => void>(() => undefined);
