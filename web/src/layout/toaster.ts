/** The one Toaster at the root; screens raise toasts with useToastController(APP_TOASTER_ID). */
export const APP_TOASTER_ID = 'huiliu-toaster';
