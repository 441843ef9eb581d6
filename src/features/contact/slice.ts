/** The contact form: sending a message to the site's team. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactBody } from '@/shared/schemas/performers';
import { failedRequest, idleRequest, startedRequest, succeededRequest, type ConfirmedRequest } from '@/lib/confirmed-request';

/** The send's request state; `message` is the server's confirmation text after a successful send. */
export type ContactState = ConfirmedRequest;

export const initialContactState: ContactState = idleRequest;

const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    /** payload: `{ name, email, message }` (ContactBody). */
    sendContact(_state, _action: PayloadAction<ContactBody>) {
      return startedRequest;
    },
    /** payload: the server's confirmation text. */
    sendContactSuccess(_state, action: PayloadAction<string>) {
      return succeededRequest(action.payload);
    },
    /** payload: the message to show. */
    sendContactFail(_state, action: PayloadAction<string>) {
      return failedRequest(action.payload);
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
