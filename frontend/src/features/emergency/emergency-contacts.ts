export interface EmergencyContact {
  name: string;
  number: string;
  description: string;
}

/** The contacts offered in the emergency dialog. */
export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  { name: '911 Emergency', number: '911', description: 'Police, fire and ambulance' },
  { name: 'Ocean Safety', number: '(808) 723-7800', description: 'Honolulu Ocean Safety dispatch' },
  { name: 'Poison Control', number: '1-800-222-1222', description: 'Poison Help line, 24 hours' },
  { name: 'Coast Guard', number: '(808) 842-2600', description: 'Sector Honolulu command center' },
  { name: 'Non-Emergency Police', number: '(808) 529-3111', description: 'Honolulu Police Department' },
];

/**
 * Shown on the safety section and the offline guide: the same Ocean Safety and Coast Guard lines as the
 * SOS dialog, so a visitor never has two numbers for one service (the earlier product had different ones).
 */
export const SAFETY_PAGE_CONTACTS: readonly EmergencyContact[] = EMERGENCY_CONTACTS.filter((contact) =>
  ['Ocean Safety', 'Coast Guard'].includes(contact.name),
);

/** A tel: link with digits only. */
export const telLink = (number: string) => `tel:${number.replace(/\D/g, '')}`;

export const formatCoordinates = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;

export function locationMessage(position: { latitude: number; longitude: number }): string {
  const coordinates = formatCoordinates(position);
  return `Emergency! I need help. My location: ${coordinates} https://maps.google.com/?q=${position.latitude.toFixed(6)},${position.longitude.toFixed(6)}`;
}

/** An sms: link whose body carries the coordinates to 6 decimals. */
export const smsLink = (position: { latitude: number; longitude: number }) =>
  `sms:?&body=${encodeURIComponent(locationMessage(position))}`;
