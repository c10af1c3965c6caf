import type { ReactNode } from 'react';

export const metadata = { title: 'Partner page (Next.js)' };

/** The root layout: a plain document, no fonts fetched. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
