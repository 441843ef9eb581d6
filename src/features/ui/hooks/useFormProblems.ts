import { useContext } from 'react';
import { ProblemsContext } from '../form-context';

/** The problems the enclosing `CheckedForm` shows now, for a part of it that points to them (the tab that holds a refused field). */
export const useFormProblems = () => useContext(ProblemsContext);
