import { styled } from '@greenroom/ui';

/** The Booking Link. */
export const BookingLink = styled.a`
  justify-self: start;
  color: var(--gr-color-primary);
  font-weight: 600;
`;
