import { createContext, useContext } from 'react';
import type { CustomerBookingResult } from '../../model/booking';
import { signal } from '../../state/signals';

/** What the page around a booking dialog wants to know or allow. */
export interface BookingHost {
  /** After a booking was saved: a widget fires `kitebook:booked` (LIFECYCLE.md). */
  onBooked?: (result: CustomerBookingResult) => void;
  /** Whether the account step offers sign-up (the `register` feature toggle). */
  allowSignup: boolean;
}

const BookingHostContext = createContext<BookingHost>({ allowSignup: true });

/** Provides the {@link BookingHost} to every booking dialog below. */
export const BookingHostProvider = BookingHostContext.Provider;

/** The surrounding page's {@link BookingHost}; sign-up allowed and no callback by default. */
export const useBookingHost = () => useContext(BookingHostContext);

/**
 * True while a booking dialog is open. The portal's payment prompt waits meanwhile: the dialog
 * asks for the payment details itself, and a second, persistent dialog on top (which reloads
 * the page when saved) would throw the parent's booking away.
 */
export const bookingDialogOpen = signal(false);
