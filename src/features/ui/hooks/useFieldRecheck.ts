import { useContext } from 'react';
import { RecheckContext } from '../form-context';

/** A field of the form's own making asks for its check again once its value changed (a choice added or removed). */
export const useFieldRecheck = () => useContext(RecheckContext);
