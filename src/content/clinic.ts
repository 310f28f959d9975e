/**
 * The clinic's facts, in one place. Words that change with the language (address lines,
 * landmarks) are in `src/locales/<lng>/ui.ts` under `clinic`; everything here is the same
 * in every language.
 *
 * SAMPLE VALUES: the specification leaves the phone number, e-mail, social profiles and the
 * doctors' names as placeholders. The values marked `sample` below are plainly sample values
 * for the clinic to replace (README, "Replacing sample values").
 */

export const clinic = {
  name: 'face multispecialty clinic',
  address: {
    locality: 'Alto-Porvorim',
    region: 'Goa',
    postalCode: '403521',
    country: 'IN',
  },
  /** The map's centre and the marker. */
  location: { latitude: 15.531012, longitude: 73.826798 },
  mapZoom: 13,
  /** India Standard Time (Asia/Kolkata): UTC+05:30 all year, no daylight saving. */
  utcOffsetMinutes: 330,
  /** Opening sessions, 24-hour "HH:MM", the same on every open day. */
  sessions: [
    { opens: '09:00', closes: '13:00' },
    { opens: '16:00', closes: '20:00' },
  ],
  /** Open days, 0 = Sunday ... 6 = Saturday. Sample: the spec shows only a Monday row. */
  openDays: [1, 2, 3, 4, 5, 6],
  /** sample: the Indian "+91 98765 43210" is the conventional example number. */
  phone: { display: '+91 98765 43210', e164: '+919876543210' },
  /** sample */
  whatsapp: '919876543210',
  /** sample: example.com is reserved for examples. */
  email: 'clinic@example.com',
  /** sample: the clinic's real profile addresses replace these. */
  social: {
    facebook: 'https://www.facebook.com/example-clinic',
    instagram: 'https://www.instagram.com/example-clinic',
    linkedin: 'https://www.linkedin.com/company/example-clinic',
  },
  /** As the spec has it. */
  mapPopupText: 'A pretty CSS3 popup. Easily customizable.',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

export const whatsappChatUrl = `https://wa.me/${clinic.whatsapp}`;
export const telUrl = `tel:${clinic.phone.e164}`;
export const mailtoUrl = `mailto:${clinic.email}`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${String(clinic.location.latitude)}%2C${String(clinic.location.longitude)}`;
