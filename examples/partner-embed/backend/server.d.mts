/** The partner's in-memory data (backend/store.mjs). */
export interface PartnerStore {
  venues: Map<string, Record<string, unknown>>;
  events: Map<string, { seats: number; qa: boolean; revision: number } & Record<string, unknown>>;
  calendars: Map<string, Record<string, unknown>>;
  attendees: Map<string, { id: string; eventId: string; givenName: string; familyName: string; mail: string; ticket: string; revision: number } & Record<string, unknown>>;
  invitations: { id: string; eventId: string; attendeeId: string; status: 'delivered' | 'pending' | 'bounced'; note: string; at: string }[];
}

/** A running partner server. */
export interface PartnerServer {
  url: string;
  store: PartnerStore;
  close: () => Promise<void>;
}

export function cspFor(nonce: string): string;
export function startPartnerServer(options?: { port?: number; apiKey?: string; distDir?: string }): Promise<PartnerServer>;
