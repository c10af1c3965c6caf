/**
 * TanStack Query keys, one family per PortalApi domain. Every key starts with its family's `all`,
 * so `invalidateQueries({ queryKey: queryKeys.calendars.all })` reaches every calendar query, and
 * `queryKeys.calendars.lists()` every calendar list.
 * @example
 * useQuery({ queryKey: queryKeys.calendars.list(spaceID), queryFn: ({ signal }) => api.calendars.list({ spaceID, signal }) });
 * queryClient.invalidateQueries({ queryKey: queryKeys.spaces.detail(spaceID) });
 */
export const queryKeys = {
  producers: {
    all: ['producers'] as const,
    list: () => ['producers', 'list'] as const,
    role: (producerID: string) => ['producers', 'role', producerID] as const,
  },
  projects: {
    all: ['projects'] as const,
    list: () => ['projects', 'list'] as const,
    detail: (projectID: string) => ['projects', 'detail', projectID] as const,
    withSpaces: (producerID: string) => ['projects', 'withSpaces', producerID] as const,
  },
  worlds: {
    all: ['worlds'] as const,
    list: () => ['worlds', 'list'] as const,
  },
  spaces: {
    all: ['spaces'] as const,
    list: () => ['spaces', 'list'] as const,
    detail: (spaceID: string) => ['spaces', 'detail', spaceID] as const,
    usage: (spaceID: string) => ['spaces', 'usage', spaceID] as const,
    worldsReport: () => ['spaces', 'worldsReport'] as const,
  },
  bookings: {
    all: ['bookings'] as const,
    lists: () => ['bookings', 'list'] as const,
    list: (spaceID: string) => ['bookings', 'list', spaceID] as const,
    detail: (bookingID: string) => ['bookings', 'detail', bookingID] as const,
    usage: (bookingID: string) => ['bookings', 'usage', bookingID] as const,
    questions: (bookingID: string) => ['bookings', 'questions', bookingID] as const,
  },
  attendance: {
    all: ['attendance'] as const,
    list: (bookingID: string) => ['attendance', 'list', bookingID] as const,
  },
  registrations: {
    all: ['registrations'] as const,
    list: (bookingID: string) => ['registrations', 'list', bookingID] as const,
  },
  presenters: {
    all: ['presenters'] as const,
    list: (bookingID: string) => ['presenters', 'list', bookingID] as const,
  },
  emailTemplates: {
    all: ['emailTemplates'] as const,
    detail: (emailTemplateID: string) => ['emailTemplates', 'detail', emailTemplateID] as const,
  },
  calendars: {
    all: ['calendars'] as const,
    lists: () => ['calendars', 'list'] as const,
    list: (spaceID: string) => ['calendars', 'list', spaceID] as const,
    detail: (calendarID: string) => ['calendars', 'detail', calendarID] as const,
  },
  presentations: {
    all: ['presentations'] as const,
    detail: (presentationID: string) => ['presentations', 'detail', presentationID] as const,
  },
  maintenance: {
    all: ['maintenance'] as const,
    systemChecks: (dateString: string) => ['maintenance', 'systemChecks', dateString] as const,
    loginCode: (loginCode: string) => ['maintenance', 'loginCode', loginCode] as const,
    cache: (bookingID: string) => ['maintenance', 'cache', bookingID] as const,
  },
  apiKeys: {
    all: ['apiKeys'] as const,
    lists: () => ['apiKeys', 'list'] as const,
    /** The keys reaching one project, or (no projectID) every key the caller sees. */
    list: (projectID?: string) => ['apiKeys', 'list', projectID ?? null] as const,
  },
  webhooks: {
    all: ['webhooks'] as const,
    list: (projectID: string) => ['webhooks', 'list', projectID] as const,
    deliveries: (webhookID: string) => ['webhooks', 'deliveries', webhookID] as const,
  },
} as const;
