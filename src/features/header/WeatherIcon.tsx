import type { ReactNode } from 'react';

/** A small inline icon per weather code (contracts/weather.ts); decorative, the condition text says it. */
export function WeatherIcon({ code }: { readonly code: string }) {
  const sun = <circle cx="12" cy="12" r="4.5" fill="#f2b233" />;
  const cloud = <path d="M7 18h10a4 4 0 0 0 .4-8A5.5 5.5 0 0 0 6.8 11.2 3.5 3.5 0 0 0 7 18z" fill="#9aa3ad" />;
  const drops = <path d="M9 20l-1 2M13 20l-1 2M17 20l-1 2" stroke="#3b7dd8" strokeWidth="1.6" strokeLinecap="round" />;
  const shapes: Record<string, ReactNode> = {
    'clear-day': sun,
    'clear-night': <path d="M15 4a8 8 0 1 0 5 13A7 7 0 0 1 15 4z" fill="#c9b458" />,
    'partly-cloudy': (
      <>
        <circle cx="9" cy="9" r="4" fill="#f2b233" />
        {cloud}
      </>
    ),
    cloudy: cloud,
    rain: (
      <>
        {cloud}
        {drops}
      </>
    ),
    showers: (
      <>
        <circle cx="9" cy="9" r="4" fill="#f2b233" />
        {cloud}
        {drops}
      </>
    ),
    thunder: (
      <>
        {cloud}
        <path d="M12 17l-2 4h3l-1 3" stroke="#f2b233" strokeWidth="1.6" fill="none" />
      </>
    ),
    snow: (
      <>
        {cloud}
        <path d="M9 21h.01M13 21h.01M17 21h.01" stroke="#7fb3e6" strokeWidth="2.4" strokeLinecap="round" />
      </>
    ),
    fog: <path d="M5 10h14M4 14h16M6 18h12" stroke="#9aa3ad" strokeWidth="1.8" strokeLinecap="round" />,
    wind: <path d="M4 10h11a3 3 0 1 0-3-3M4 14h14a3 3 0 1 1-3 3" stroke="#9aa3ad" strokeWidth="1.6" fill="none" />,
  };
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {shapes[code] ?? cloud}
    </svg>
  );
}
