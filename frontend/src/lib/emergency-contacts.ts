import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';

export type EmergencyContactKey = 'emergency' | 'oceanSafety' | 'poisonControl' | 'coastGuard' | 'police';

export interface EmergencyContact {
  key: EmergencyContactKey;
  number: string;
}

/** The contacts offered in the emergency dialog; names and descriptions are in the message catalogues. */
export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  { key: 'emergency', number: '911' },
  { key: 'oceanSafety', number: '(808) 723-7800' },
  { key: 'poisonControl', number: '1-800-222-1222' },
  { key: 'coastGuard', number: '(808) 842-2600' },
  { key: 'police', number: '(808) 529-3111' },
];

export const contactNameId = (contact: EmergencyContact): MessageId => `contact.${contact.key}.name`;
export const contactDescriptionId = (contact: EmergencyContact): MessageId =>
  `contact.${contact.key}.description`;

/**
 * Shown on the safety section and the offline guide: the same Ocean Safety and Coast Guard lines as the
 * SOS dialog, so a visitor never has two numbers for one service (the earlier product had different ones).
 */
export const SAFETY_PAGE_CONTACTS: readonly EmergencyContact[] = EMERGENCY_CONTACTS.filter((contact) =>
  ['oceanSafety', 'coastGuard'].includes(contact.key),
);

/** A tel: link with digits only. */
export const telLink = (number: string) => `tel:${number.replace(/\D/g, '')}`;

export const formatCoordinates = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;

type Position = { latitude: number; longitude: number };
/** Formats the SMS text (`sos.smsBody`) in the visitor's language. */
export type SmsText = (values: { coordinates: string; mapLink: string }) => string;

export const mapLink = (position: Position) =>
  `https://maps.google.com/?q=${position.latitude.toFixed(6)},${position.longitude.toFixed(6)}`;

/** An sms: link whose body carries the coordinates to 6 decimals. */
export const smsLink = (position: Position, smsText: SmsText) =>
  `sms:?&body=${encodeURIComponent(smsText({ coordinates: formatCoordinates(position), mapLink: mapLink(position) }))}`;
