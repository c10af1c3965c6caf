/*
 * Lucide's "eye" and "eye-off" icons, drawn inline: the password toggle is the sign-in screen's
 * only icon, and importing it from lucide-react brought that library's icon runtime (about 2 kB
 * gzip) into the first screen. The same drawing and attributes as lucide-react's.
 *
 * Icon paths: Lucide, ISC License, Copyright (c) 2026 Lucide Icons and Contributors.
 * Permission to use, copy, modify, and/or distribute this software for any purpose with or
 * without fee is hereby granted, provided that the above copyright notice and this permission
 * notice appear in all copies.
 */
import type { ReactNode } from 'react';

function LucideSvg({ children }: { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/**
 * The open eye: "show the password".
 *
 * @example
 * <IconButton label="Show password"><EyeIcon /></IconButton>
 */
export function EyeIcon() {
  return (
    <LucideSvg>
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </LucideSvg>
  );
}

/**
 * The struck-through eye: "hide the password".
 *
 * @example
 * <IconButton label="Hide password"><EyeOffIcon /></IconButton>
 */
export function EyeOffIcon() {
  return (
    <LucideSvg>
      <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
      <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
      <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
      <path d="m2 2 20 20" />
    </LucideSvg>
  );
}
