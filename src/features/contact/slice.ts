/** The contact form: sending a message to the site's team. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactBody } from '@/shared/schemas/performers';

export interface ContactState {
  requesting: boolean;
  success: boolean;
  /** The server's confirmation text after a successful send. */
  message: string | null;
  error: string | null;
}

export const initialContactState: ContactState = { requesting: false, success: false, message: null, error: null };

const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    /** payload: `{ name, email, message }` (ContactBody). */
    sendContact(state, _action: PayloadAction<ContactBody>) {
      state.requesting = true;
      state.success = false;
      state.error = null;
    },
    /** payload: the server's confirmation text. */
    sendContactSuccess(state, action: PayloadAction<string>) {
      state.requesting = false;
      state.success = true;
      state.message = action.payload;
    },
    /** payload: the message to show. */
    sendContactFail(state, action: PayloadAction<string>) {
      state.requesting = false;
      state.error = action.payload;
    },
    /** Back to an empty form (leaving the page, or "send another"). */
    resetContact() {
      return initialContactState;
    },
  },
});

export const { sendContact, sendContactSuccess, sendContactFail, resetContact } = contactSlice.actions;
export default contactSlice.reducer;

export const selectContactState = (state: { contact: ContactState }) => state.contact;
