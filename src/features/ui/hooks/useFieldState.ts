import { useContext, type ReactNode } from 'react';
import { ProblemsContext } from '../form-context';

/**
 * The attributes that tie an input to its field's problem or hint, and the problem; for a
 * field of the form's own making (`Field` around its control), as `CheckedForm`'s fields do.
 */
export function useFieldState(name: string, hint: ReactNode) {
  const problem = useContext(ProblemsContext)[name];
  const describedBy = problem ? `${name}-error` : hint ? `${name}-hint` : undefined;
  return { problem, input: { id: name, name, 'aria-invalid': Boolean(problem), 'aria-describedby': describedBy } };
}
