import type { ToasterProps } from '@fluentui/react-components';

/** The one Toaster at the root; screens raise toasts with useToastController(APP_TOASTER_ID). */
export const APP_TOASTER_ID = 'huiliu-toaster';

/**
 * issue 10 item 10: at the top the toasts covered the editor's title field and stayed. Bottom-right
 * they cover no header control; each leaves after 4 s (hovering keeps it, so it can still be read).
 */
export const TOASTER_PLACEMENT = {
  position: 'bottom-end',
  offset: { vertical: 16, horizontal: 16 },
  timeout: 4000,
  pauseOnHover: true,
  limit: 3,
} as const satisfies Partial<ToasterProps>;
